/**
 * The public face of the demo data: fixed ids of the main rows, the demo logins and password, the
 * static files the rows link to. Tests, e2e fixtures and other features' demo seeds
 * (`demo-<feature>.ts`) address the demo rows through these; they never change.
 */
import { demoUuid } from '../builders/ids.ts'

/** The password of every demo user (meets the spec 02 §5 password policy). */
export const demoPassword = 'Asukas-demo-1'

/** One line of the start-up banner: who can log in and what they will see. */
export interface DemoLogin {
  email: string
  role: 'resident' | 'staff'
  description: string
}

/** The demo users, for the start-up banner (password: `demoPassword`). */
export const demoLogins: readonly DemoLogin[] = [
  {
    email: 'aino.virtanen@example.com',
    role: 'resident',
    description:
      'Two contracts: a rental in Helsinki (co-tenant Antti, arrear, pending termination) and a right-of-occupancy home in Espoo',
  },
  {
    email: 'antti.nieminen@example.com',
    role: 'resident',
    description: "Co-tenant and contract party of Aino's Helsinki rental",
  },
  {
    email: 'mikko.korhonen@example.com',
    role: 'resident',
    description: 'One rental contract in Vantaa',
  },
  {
    email: 'paivi.laine@example.com',
    role: 'resident',
    description:
      'The special cases: a rental not yet started, an estate, a guardian of interests and a company tenant',
  },
  {
    email: 'staff@example.com',
    role: 'staff',
    description: 'Housing provider staff: can impersonate residents (read-only)',
  },
]

/**
 * Fixed, valid (version 4 layout) UUIDs: `a5a50000-00KK-4000-8000-NNNNNNNNNNNN` where KK is the
 * kind of row and N the running number.
/** The ids of the main demo rows, for tests and e2e fixtures. */
export const demoIds = {
  kallioRealProperty: demoUuid('realProperty', 1),
  leppavaaraRealProperty: demoUuid('realProperty', 2),
  tikkurilaRealProperty: demoUuid('realProperty', 3),
  helsinginkatuBuilding: demoUuid('building', 1),
  sturenkatuBuilding: demoUuid('building', 2),
  saterinkatuBuilding: demoUuid('building', 3),
  tikkurilantieBuilding: demoUuid('building', 4),
  ainoUser: demoUuid('user', 1),
  anttiUser: demoUuid('user', 2),
  mikkoUser: demoUuid('user', 3),
  staffUser: demoUuid('user', 4),
  ainoRentalContract: demoUuid('contract', 1),
  ainoRightOfOccupancyContract: demoUuid('contract', 2),
  mikkoContract: demoUuid('contract', 3),
  neighbourContract: demoUuid('contract', 4),
  ainoRentalTenant: demoUuid('tenant', 1),
  anttiRentalTenant: demoUuid('tenant', 2),
  emiliaRentalTenant: demoUuid('tenant', 3),
  ainoRightOfOccupancyTenant: demoUuid('tenant', 4),
  mikkoTenant: demoUuid('tenant', 5),
  neighbourTenant: demoUuid('tenant', 6),
  /** Open termination request on Aino's rental, created by Antti, waiting for Aino. */
  pendingTerminationRequest: demoUuid('terminationRequest', 3),
  /** Termination request rejected by the co-tenant. */
  tenantRejectedTerminationRequest: demoUuid('terminationRequest', 1),
  /** Termination request rejected by the housing provider. */
  providerRejectedTerminationRequest: demoUuid('terminationRequest', 2),
  /** Open modification request on Aino's rental (Antti moves out), waiting for Aino. */
  pendingModificationRequest: demoUuid('modificationRequest', 1),
  /** Aino's open arrear notification (152.40 €). */
  ainoArrearNotification: demoUuid('notification', 1),
  ainoMessageThread: demoUuid('messageThread', 1),
  /** The newest bulletin on Aino's rental: featured image and an attachment. */
  elevatorBulletin: demoUuid('bulletin', 1),
  elevatorBulletinAttachment: demoUuid('bulletinAttachment', 1),
  /** A bulletin of another building (Sturenkatu), not visible on Aino's rental. */
  sturenkatuBulletin: demoUuid('bulletin', 17),
  /** Defect notices of Aino's rental in each status. */
  createdDefectNotice: demoUuid('defectNotice', 2),
  inProgressDefectNotice: demoUuid('defectNotice', 1),
  completedDefectNotice: demoUuid('defectNotice', 3),
  ainoHallParkingSpot: demoUuid('parkingSpot', 7),
  /** Päivi Laine: the resident of the special cases (`demo/special-cases.ts`). */
  paiviUser: demoUuid('user', 5),
  /** Signed rental in Vantaa that starts next month (not yet started). */
  paiviUpcomingContract: demoUuid('contract', 5),
  /** Rental of the late Matti Koskinen, handled by his estate; Päivi is its contact. */
  paiviEstateContract: demoUuid('contract', 6),
  /** Right-of-occupancy home of Olavi Heikkinen; Päivi is his guardian of interests. */
  paiviGuardianContract: demoUuid('contract', 7),
  /** Rental whose contract party and payer is a company; Päivi lives there. */
  paiviCompanyContract: demoUuid('contract', 8),
  companyTenant: demoUuid('tenant', 12),
} as const

/** Static files the demo data links to (served by the web app under `/demo/`). */
export const demoAssetUrls = {
  portalImage: '/demo/bulletins/asukasportaali.jpg',
  yardCleanupImage: '/demo/bulletins/syystalkoot.jpg',
  elevatorImage: '/demo/bulletins/hissi.jpg',
  snowImage: '/demo/bulletins/lumityot.jpg',
  helsinginkatuImage: '/demo/buildings/helsinginkatu-21.jpg',
  saterinkatuImage: '/demo/buildings/saterinkatu-7.jpg',
  tikkurilantieImage: '/demo/buildings/tikkurilantie-40.jpg',
} as const
