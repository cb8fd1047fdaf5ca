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

/**
 * The demo users, for the start-up banner (password: `demoPassword`); the README's demo-login
 * table is the same list (test/db/demo-logins.test.ts keeps them equal).
 */
export const demoLogins: readonly DemoLogin[] = [
  {
    email: 'aino.virtanen@example.com',
    role: 'resident',
    description:
      'resident with two contracts: a rental in Helsinki (co-tenant Antti, an arrear, every front-page notification type) and a right-of-occupancy home in Espoo',
  },
  {
    email: 'antti.nieminen@example.com',
    role: 'resident',
    description: "Aino's co-tenant and contract party in Helsinki",
  },
  {
    email: 'mikko.korhonen@example.com',
    role: 'resident',
    description: 'resident with one rental contract in another building (Vantaa)',
  },
  {
    email: 'paivi.laine@example.com',
    role: 'resident',
    description:
      "the special cases of spec 01 §3: a rental not yet started (Vantaa), an estate's rental, the right-of-occupancy home of a ward whose guardian she is, and a rental with a company tenant",
  },
  {
    email: 'staff@example.com',
    role: 'staff',
    description:
      'housing provider staff with every role: the staff console at `/henkilosto` (password + authenticator app; enrol on the first login), inbox, look at the portal as a resident, read-only',
  },
  {
    email: 'huolto@example.com',
    role: 'staff',
    description: 'staff, maintenance of the Kallio property only (fault reports)',
  },
  {
    email: 'asiakaspalvelu@example.com',
    role: 'staff',
    description:
      'staff, customer service (messages, questions, feedback; looks at the portal as a resident, read-only)',
  },
  {
    email: 'isannointi@example.com',
    role: 'staff',
    description:
      "staff, property manager (contract requests, parking; finds residents but does not look at the portal as one); the Saarela couple's termination waits for review",
  },
  {
    email: 'yllapito@example.com',
    role: 'staff',
    description:
      'staff, administrator (bulletins, audit log, staff accounts: roles, second-factor reset, unlocking an account locked after 10 wrong codes; looks at the portal as a resident)',
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
