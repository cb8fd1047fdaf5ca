import { hash } from '@node-rs/argon2'
import type { Db, Queryable } from '../platform/db/db.ts'
import { seedStaffConsoleDemo } from './demo-staff-console.ts'
import {
  addDays,
  addMonths,
  endOfMonth,
  helsinkiTime,
  helsinkiToday,
  startOfMonth,
  yearMonth,
} from './dates.ts'
import {
  bankAccount,
  identityCode,
  personName,
  postalCity,
  streetName,
  type DemoBankAccount,
} from './reference.ts'

/**
 * Demo data for `npm start` and the tests: a small, realistic Finnish housing provider with
 * residents, contracts, notices, bulletins, payments, parking and messages (spec 01 §3 entities).
 *
 * Real-world values come from `data/` (see its README): names from DVV statistics, street names
 * from HSL, postal codes from Posti, IBANs and BICs from Finance Finland's bank list, and only
 * personal identity codes of the 900-999 temporary range. Dates are relative to "today", so the
 * demo never looks stale. All ids are fixed (`demoIds`), so tests and e2e can address rows.
 */

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
    email: 'staff@example.com',
    role: 'staff',
    description: 'Housing provider staff: can impersonate residents (read-only)',
  },
]

/**
 * Fixed, valid (version 4 layout) UUIDs: `a5a50000-00KK-4000-8000-NNNNNNNNNNNN` where KK is the
 * kind of row and N the running number.
 */
function demoUuid(kind: number, n: number): string {
  return `a5a50000-00${kind.toString(16).padStart(2, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`
}

const kinds = {
  realProperty: 1,
  building: 2,
  apartment: 3,
  user: 4,
  contract: 5,
  tenant: 6,
  notification: 7,
  defectNotice: 8,
  defectNoticeEvent: 9,
  bulletin: 10,
  bulletinAttachment: 11,
  document: 12,
  contact: 13,
  paymentCategory: 14,
  bankAccount: 15,
  paymentsByMonth: 16,
  paymentTarget: 17,
  remittance: 18,
  invoiceAddress: 19,
  messageThread: 20,
  messageEntry: 21,
  parkingArea: 22,
  parkingSpot: 23,
  parkingPrice: 24,
  parkingReservation: 25,
  terminationRequest: 26,
  beneficiary: 27,
  modificationRequest: 28,
  modificationEvent: 29,
  tenantApproval: 30,
  feedbackQuestionNotice: 31,
} as const

/** The ids of the main demo rows, for tests and e2e fixtures. */
export const demoIds = {
  kallioRealProperty: demoUuid(kinds.realProperty, 1),
  leppavaaraRealProperty: demoUuid(kinds.realProperty, 2),
  tikkurilaRealProperty: demoUuid(kinds.realProperty, 3),
  helsinginkatuBuilding: demoUuid(kinds.building, 1),
  sturenkatuBuilding: demoUuid(kinds.building, 2),
  saterinkatuBuilding: demoUuid(kinds.building, 3),
  tikkurilantieBuilding: demoUuid(kinds.building, 4),
  ainoUser: demoUuid(kinds.user, 1),
  anttiUser: demoUuid(kinds.user, 2),
  mikkoUser: demoUuid(kinds.user, 3),
  staffUser: demoUuid(kinds.user, 4),
  ainoRentalContract: demoUuid(kinds.contract, 1),
  ainoRightOfOccupancyContract: demoUuid(kinds.contract, 2),
  mikkoContract: demoUuid(kinds.contract, 3),
  neighbourContract: demoUuid(kinds.contract, 4),
  ainoRentalTenant: demoUuid(kinds.tenant, 1),
  anttiRentalTenant: demoUuid(kinds.tenant, 2),
  emiliaRentalTenant: demoUuid(kinds.tenant, 3),
  ainoRightOfOccupancyTenant: demoUuid(kinds.tenant, 4),
  mikkoTenant: demoUuid(kinds.tenant, 5),
  neighbourTenant: demoUuid(kinds.tenant, 6),
  /** Open termination request on Aino's rental, created by Antti, waiting for Aino. */
  pendingTerminationRequest: demoUuid(kinds.terminationRequest, 3),
  /** Termination request rejected by the co-tenant. */
  tenantRejectedTerminationRequest: demoUuid(kinds.terminationRequest, 1),
  /** Termination request rejected by the housing provider. */
  providerRejectedTerminationRequest: demoUuid(kinds.terminationRequest, 2),
  /** Open modification request on Aino's rental (Antti moves out), waiting for Aino. */
  pendingModificationRequest: demoUuid(kinds.modificationRequest, 1),
  /** Aino's open arrear notification (152.40 €). */
  ainoArrearNotification: demoUuid(kinds.notification, 1),
  ainoMessageThread: demoUuid(kinds.messageThread, 1),
  /** The newest bulletin on Aino's rental: featured image and an attachment. */
  elevatorBulletin: demoUuid(kinds.bulletin, 1),
  elevatorBulletinAttachment: demoUuid(kinds.bulletinAttachment, 1),
  /** A bulletin of another building (Sturenkatu), not visible on Aino's rental. */
  sturenkatuBulletin: demoUuid(kinds.bulletin, 17),
  /** Defect notices of Aino's rental in each status. */
  createdDefectNotice: demoUuid(kinds.defectNotice, 2),
  inProgressDefectNotice: demoUuid(kinds.defectNotice, 1),
  completedDefectNotice: demoUuid(kinds.defectNotice, 3),
  ainoHallParkingSpot: demoUuid(kinds.parkingSpot, 7),
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

type Row = Record<string, unknown>

/**
 * Inserts rows into `table` with one statement. Columns missing from a row get their DEFAULT.
 * Table and column names are code constants of this module, never input.
 */
async function insert(tx: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const params: unknown[] = []
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      if (!(column in row)) return 'DEFAULT'
      params.push(row[column])
      return `$${params.length}`
    })
    return `(${cells.join(', ')})`
  })
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params)
}

/**
 * A Finnish invoice reference number (viitenumero): `base` plus the check digit computed with
 * the repeating weights 7, 3, 1 from the right (Finance Finland, "Reference number standard").
 */
export function finnishReferenceNumber(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new Error(`Bad reference number base: ${base}`)
  const weights = [7, 3, 1]
  const sum = [...base]
    .reverse()
    .reduce((acc, digit, i) => acc + Number(digit) * (weights[i % 3] ?? 0), 0)
  return `${base}${(10 - (sum % 10)) % 10}`
}

/** Demo phone numbers, in the spec 02 §5 format (+ and 7-15 digits, single spaces). */
const phones = {
  aino: '+358 40 123 4567',
  antti: '+358 50 765 4321',
  mikko: '+358 44 234 5678',
  leena: '+358 40 987 6543',
  staff: '+358 9 310 1234',
} as const

/**
 * Seeds the demo data, all in one transaction, when the database has no users yet; otherwise
 * does nothing (idempotent, also when two servers start at once: the check runs under an
 * advisory lock).
 *
 * @param db a migrated database.
 * @param today "today" as `yyyy-MM-dd` (Europe/Helsinki); default the current Helsinki date.
 *   Dates of notices, bulletins, payments and reservations are placed relative to it.
 */
export async function seedDemoData(db: Db, today: string = helsinkiToday()): Promise<void> {
  const [existing] = await db.query<{ any: boolean }>('select exists (select 1 from users) as any')
  if (existing?.any === true) return
  // Argon2id with the library defaults (m = 19 MiB, t = 2, p = 1: the OWASP recommendation).
  // Hashing is slow on purpose, so it is done once, before the transaction, for all demo users.
  const passwordHash = await hash(demoPassword)
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('asukas.seed.' || current_schema()))`)
    const [again] = await tx.query<{ any: boolean }>('select exists (select 1 from users) as any')
    if (again?.any === true) return
    await seedAll(tx, today, passwordHash)
  })
}

async function seedAll(tx: Queryable, today: string, passwordHash: string): Promise<void> {
  const ids = demoIds
  const d = (days: number): string => addDays(today, days)
  const at = (days: number, time: string): string => helsinkiTime(d(days), time)

  // --- Properties, buildings, apartments --------------------------------------------------------
  const helsinki = postalCity('00500')
  const helsinkiVallila = postalCity('00510')
  const espoo = postalCity('02600')
  const vantaa = postalCity('01300')
  const helsinginkatu = streetName('Helsinginkatu')
  const sturenkatu = streetName('Sturenkatu')
  const saterinkatu = streetName('Säterinkatu')
  const tikkurilantie = streetName('Tikkurilantie')

  await insert(tx, 'real_properties', [
    {
      id: ids.kallioRealProperty,
      name: 'Kallion Helmi',
      property_company_name: `Kiinteistö Oy ${helsinginkatu} 21`,
      property_company_street_address: `${helsinginkatu} 21`,
      property_company_postal_code: '00500',
      property_company_city: helsinki,
    },
    {
      id: ids.leppavaaraRealProperty,
      name: 'Leppävaaran Säteri',
      property_company_name: `Asumisoikeusyhdistys ${saterinkatu} 7`,
      property_company_street_address: `${saterinkatu} 7`,
      property_company_postal_code: '02600',
      property_company_city: espoo,
    },
    {
      id: ids.tikkurilaRealProperty,
      name: 'Tikkurilan Lehmus',
      property_company_name: `Kiinteistö Oy ${tikkurilantie} 40`,
      property_company_street_address: `${tikkurilantie} 40`,
      property_company_postal_code: '01300',
      property_company_city: vantaa,
    },
  ])

  await insert(tx, 'buildings', [
    {
      id: ids.helsinginkatuBuilding,
      real_property_id: ids.kallioRealProperty,
      street_name: helsinginkatu,
      street_number: '21',
      building: 'A',
      postal_code: '00500',
      city: helsinki,
      district: 'Kallio',
      district_specifier: 'Harju',
      region: 'Uusimaa',
    },
    {
      id: ids.sturenkatuBuilding,
      real_property_id: ids.kallioRealProperty,
      street_name: sturenkatu,
      street_number: '18',
      building: 'B',
      postal_code: '00510',
      city: helsinkiVallila,
      district: 'Alppiharju',
      district_specifier: null,
      region: 'Uusimaa',
    },
    {
      id: ids.saterinkatuBuilding,
      real_property_id: ids.leppavaaraRealProperty,
      street_name: saterinkatu,
      street_number: '7',
      building: null,
      postal_code: '02600',
      city: espoo,
      district: 'Leppävaara',
      district_specifier: null,
      region: 'Uusimaa',
    },
    {
      id: ids.tikkurilantieBuilding,
      real_property_id: ids.tikkurilaRealProperty,
      street_name: tikkurilantie,
      street_number: '40',
      building: null,
      postal_code: '01300',
      city: vantaa,
      district: 'Tikkurila',
      district_specifier: null,
      region: 'Uusimaa',
    },
  ])

  await insert(tx, 'building_info', [
    {
      building_id: ids.helsinginkatuBuilding,
      construction_date: '1962-09-01',
      floor_count: 6,
      apartment_count: 42,
      real_property_areas_total: 3150.5,
      heating_method: 'district',
      real_property_image_url: demoAssetUrls.helsinginkatuImage,
      internet_operator_office_name: 'Kallion Kuituverkko Oy',
      internet_operator_email: 'asiakaspalvelu@kuituverkko.example.com',
      internet_operator_phone_number: '+358 9 4250 1100',
    },
    {
      building_id: ids.sturenkatuBuilding,
      construction_date: '1958-05-01',
      floor_count: 5,
      apartment_count: 30,
      real_property_areas_total: 2210,
      heating_method: 'district',
      real_property_image_url: null,
      internet_operator_office_name: 'Kallion Kuituverkko Oy',
      internet_operator_email: 'asiakaspalvelu@kuituverkko.example.com',
      internet_operator_phone_number: '+358 9 4250 1100',
    },
    {
      building_id: ids.saterinkatuBuilding,
      construction_date: '2018-11-15',
      floor_count: 8,
      apartment_count: 64,
      real_property_areas_total: 4875.25,
      heating_method: 'geothermal',
      real_property_image_url: demoAssetUrls.saterinkatuImage,
      internet_operator_office_name: 'Espoon Taloverkko Oy',
      internet_operator_email: 'tuki@taloverkko.example.com',
      internet_operator_phone_number: '+358 9 8160 2200',
    },
    {
      building_id: ids.tikkurilantieBuilding,
      construction_date: '1989-03-01',
      floor_count: 4,
      apartment_count: 36,
      real_property_areas_total: 2640,
      heating_method: 'district',
      real_property_image_url: demoAssetUrls.tikkurilantieImage,
      internet_operator_office_name: null,
      internet_operator_email: null,
      internet_operator_phone_number: null,
    },
  ])

  const apartment = {
    aino: demoUuid(kinds.apartment, 1),
    ainoRoo: demoUuid(kinds.apartment, 2),
    mikko: demoUuid(kinds.apartment, 3),
    neighbour: demoUuid(kinds.apartment, 4),
  }
  await insert(tx, 'apartments', [
    {
      id: apartment.aino,
      building_id: ids.helsinginkatuBuilding,
      staircase_letter: 'B',
      apartment_number: '34',
      street_address_line1: `${helsinginkatu} 21 B 34`,
      street_address_line2: null,
      postal_code: '00500',
      city: helsinki,
      room_count: 3,
      floor_area: 68.5,
    },
    {
      id: apartment.ainoRoo,
      building_id: ids.saterinkatuBuilding,
      staircase_letter: 'A',
      apartment_number: '5',
      street_address_line1: `${saterinkatu} 7 A 5`,
      street_address_line2: null,
      postal_code: '02600',
      city: espoo,
      room_count: 2,
      floor_area: 54,
    },
    {
      id: apartment.mikko,
      building_id: ids.tikkurilantieBuilding,
      staircase_letter: 'C',
      apartment_number: '12',
      street_address_line1: `${tikkurilantie} 40 C 12`,
      street_address_line2: null,
      postal_code: '01300',
      city: vantaa,
      room_count: 1,
      floor_area: 36.5,
    },
    {
      id: apartment.neighbour,
      building_id: ids.sturenkatuBuilding,
      staircase_letter: 'A',
      apartment_number: '3',
      street_address_line1: `${sturenkatu} 18 A 3`,
      street_address_line2: null,
      postal_code: '00510',
      city: helsinkiVallila,
      room_count: 2,
      floor_area: 49,
    },
  ])

  // --- Users ------------------------------------------------------------------------------------
  const aino = personName('Aino', 'Virtanen')
  const antti = personName('Antti', 'Nieminen')
  const mikko = personName('Mikko', 'Korhonen')
  const emilia = personName('Emilia', 'Nieminen')
  const leena = personName('Leena', 'Mäkinen')
  const staff = personName('Johanna', 'Lehtonen')
  const hetu = {
    aino: identityCode('020594X902N'),
    antti: identityCode('040594V9030'),
    mikko: identityCode('100190-999P'),
    emilia: identityCode('030516D9026'),
    leena: identityCode('010101A900R'),
  }

  await insert(tx, 'users', [
    {
      id: ids.ainoUser,
      email: 'aino.virtanen@example.com',
      password_hash: passwordHash,
      first_name: aino.firstName,
      last_name: aino.lastName,
      phone_number: phones.aino,
      role: 'resident',
      confirmed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.aino,
      created_at: helsinkiTime('2021-05-20', '18:42'),
    },
    {
      id: ids.anttiUser,
      email: 'antti.nieminen@example.com',
      password_hash: passwordHash,
      first_name: antti.firstName,
      last_name: antti.lastName,
      phone_number: phones.antti,
      role: 'resident',
      confirmed: true,
      communication_by_sms: false,
      marketing_allowed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.antti,
      created_at: helsinkiTime('2021-05-22', '09:10'),
    },
    {
      id: ids.mikkoUser,
      email: 'mikko.korhonen@example.com',
      password_hash: passwordHash,
      first_name: mikko.firstName,
      last_name: mikko.lastName,
      phone_number: phones.mikko,
      role: 'resident',
      confirmed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.mikko,
      created_at: helsinkiTime('2019-02-11', '12:05'),
    },
    {
      id: ids.staffUser,
      email: 'staff@example.com',
      password_hash: passwordHash,
      first_name: staff.firstName,
      last_name: staff.lastName,
      phone_number: phones.staff,
      role: 'staff',
      confirmed: true,
      communication_by_sms: false,
      created_at: helsinkiTime('2020-01-02', '08:00'),
    },
  ])

  // --- Contracts and tenants --------------------------------------------------------------------
  await insert(tx, 'contracts', [
    {
      id: ids.ainoRentalContract,
      apartment_id: apartment.aino,
      contract_type: 'rental',
      status: 'active',
      start_date: '2021-06-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2021060134'),
    },
    {
      id: ids.ainoRightOfOccupancyContract,
      apartment_id: apartment.ainoRoo,
      contract_type: 'right_of_occupancy',
      status: 'active',
      start_date: '2024-09-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2024090705'),
      collateral_bank_name: bankAccount('FI2112345600000785').bankName,
      is_collateral: true,
    },
    {
      id: ids.mikkoContract,
      apartment_id: apartment.mikko,
      contract_type: 'rental',
      status: 'active',
      start_date: '2019-03-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2019030412'),
    },
    {
      id: ids.neighbourContract,
      apartment_id: apartment.neighbour,
      contract_type: 'rental',
      status: 'active',
      start_date: '2023-02-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2023020183'),
    },
  ])

  await insert(tx, 'tenants', [
    {
      id: ids.ainoRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(aino),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino,
      birth_date: '1994-05-02',
      personal_identity_code: hetu.aino,
      start_date: '2021-06-01',
      user_id: ids.ainoUser,
    },
    {
      id: ids.anttiRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(antti),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: false,
      email: 'antti.nieminen@example.com',
      phone_number: phones.antti,
      birth_date: '1994-05-04',
      personal_identity_code: hetu.antti,
      start_date: '2021-06-01',
      user_id: ids.anttiUser,
    },
    {
      id: ids.emiliaRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(emilia),
      tenant_role: 'tenant',
      is_contract_party: false,
      is_payer: false,
      email: null,
      phone_number: null,
      non_disclosure: true,
      birth_date: '2016-05-03',
      personal_identity_code: hetu.emilia,
      start_date: '2021-06-01',
      user_id: null,
    },
    {
      id: ids.ainoRightOfOccupancyTenant,
      contract_id: ids.ainoRightOfOccupancyContract,
      ...nameColumns(aino),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino,
      birth_date: '1994-05-02',
      personal_identity_code: hetu.aino,
      start_date: '2024-09-01',
      user_id: ids.ainoUser,
    },
    {
      id: ids.mikkoTenant,
      contract_id: ids.mikkoContract,
      ...nameColumns(mikko),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'mikko.korhonen@example.com',
      phone_number: phones.mikko,
      birth_date: '1990-01-10',
      personal_identity_code: hetu.mikko,
      start_date: '2019-03-01',
      user_id: ids.mikkoUser,
    },
    {
      id: ids.neighbourTenant,
      contract_id: ids.neighbourContract,
      ...nameColumns(leena),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'leena.makinen@example.com',
      phone_number: phones.leena,
      birth_date: '2001-01-01',
      personal_identity_code: hetu.leena,
      start_date: '2023-02-01',
      user_id: null,
    },
  ])

  // --- Termination and modification requests ---------------------------------------------------
  const ainoAccount = bankAccount('FI2839390030337828')
  const anttiAccount = bankAccount('FI5542345670000081')
  const rentalEnd = endOfMonth(addMonths(today, 1))
  await insert(tx, 'termination_requests', [
    {
      id: ids.tenantRejectedTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      status: 'rejected',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: endOfMonth(addMonths(today, -1)),
      end_date: endOfMonth(addMonths(today, -1)),
      giving_contact_info_allowed: true,
      master_key_access_allowed: true,
      has_pets_in_apartment: false,
      displays_self: false,
      contact_email: 'aino.virtanen@example.com',
      contact_phone_number: phones.aino,
      created_at: at(-75, '20:14'),
      updated_at: at(-73, '07:55'),
      decided_at: at(-73, '07:55'),
    },
    {
      id: ids.providerRejectedTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      status: 'rejected',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: endOfMonth(today),
      end_date: endOfMonth(today),
      giving_contact_info_allowed: true,
      master_key_access_allowed: false,
      has_pets_in_apartment: true,
      displays_self: true,
      display_start_date: d(-28),
      display_end_date: d(-21),
      additional_details: 'Kissa asuu asunnossa, näyttöjen aikana se on kuljetuslaatikossa.',
      contact_email: 'aino.virtanen@example.com',
      contact_phone_number: phones.aino,
      created_at: at(-35, '19:02'),
      updated_at: at(-20, '13:30'),
      decided_at: at(-20, '13:30'),
      decided_by_user_id: ids.staffUser,
    },
    {
      id: ids.pendingTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.anttiUser,
      status: 'pending_tenant_approval',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: addDays(rentalEnd, -3),
      end_date: rentalEnd,
      giving_contact_info_allowed: true,
      master_key_access_allowed: true,
      has_pets_in_apartment: true,
      displays_self: false,
      additional_details:
        'Muutamme Espoon asumisoikeusasuntoon. Avaimet palautetaan huoltoyhtiölle.',
      contact_email: 'antti.nieminen@example.com',
      contact_phone_number: phones.antti,
      new_address_recipient_name: `${antti.firstName} ${antti.lastName}`,
      new_address_street_address: `${saterinkatu} 7 A 5`,
      new_address_postal_code: '02600',
      new_address_city: espoo,
      created_at: at(-3, '21:07'),
      updated_at: at(-3, '21:07'),
    },
  ])
  await insert(tx, 'termination_request_beneficiaries', [
    {
      id: demoUuid(kinds.beneficiary, 1),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      beneficiary_name: `${antti.firstName} ${antti.lastName}`,
      iban: anttiAccount.iban,
      bic: anttiAccount.bic,
      return_percentage: 50,
      email: 'antti.nieminen@example.com',
      phone_number: phones.antti.replaceAll(' ', ''),
    },
    {
      id: demoUuid(kinds.beneficiary, 2),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.ainoRentalTenant,
      beneficiary_name: `${aino.firstName} ${aino.lastName}`,
      iban: ainoAccount.iban,
      bic: ainoAccount.bic,
      return_percentage: 50,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino.replaceAll(' ', ''),
    },
  ])

  await insert(tx, 'modification_requests', [
    {
      id: ids.pendingModificationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.anttiUser,
      status: 'pending_tenant_approval',
      description: 'Antti muuttaa pois, Aino ja Emilia jatkavat asumista.',
      in_effect: endOfMonth(today),
      created_at: at(-2, '17:45'),
      updated_at: at(-2, '17:45'),
    },
  ])
  await insert(tx, 'modification_remove_tenant_events', [
    {
      id: demoUuid(kinds.modificationEvent, 1),
      modification_request_id: ids.pendingModificationRequest,
      remove_tenant_id: ids.anttiRentalTenant,
    },
  ])

  await insert(tx, 'tenant_approvals', [
    {
      id: demoUuid(kinds.tenantApproval, 1),
      termination_request_id: ids.tenantRejectedTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      decision: 'rejected',
      decided_by_user_id: ids.anttiUser,
      decided_at: at(-73, '07:55'),
      created_at: at(-75, '20:14'),
    },
    {
      id: demoUuid(kinds.tenantApproval, 2),
      termination_request_id: ids.providerRejectedTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      decision: 'accepted',
      decided_by_user_id: ids.anttiUser,
      decided_at: at(-34, '08:12'),
      created_at: at(-35, '19:02'),
    },
    {
      id: demoUuid(kinds.tenantApproval, 3),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.ainoRentalTenant,
      decision: 'pending',
      created_at: at(-3, '21:07'),
    },
    {
      id: demoUuid(kinds.tenantApproval, 4),
      modification_request_id: ids.pendingModificationRequest,
      tenant_id: ids.ainoRentalTenant,
      decision: 'pending',
      created_at: at(-2, '17:45'),
    },
  ])

  // --- Notifications ------------------------------------------------------------------------------
  const n = (i: number): string => demoUuid(kinds.notification, i)
  await insert(tx, 'notifications', [
    // Aino, Helsinki rental: every type the front page shows, all open.
    {
      id: ids.ainoArrearNotification,
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'arrear',
      arrear_amount: 152.4,
      is_closeable: false,
      created_at: at(-5, '06:00'),
    },
    {
      id: n(2),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_approval_needed',
      termination_request_id: ids.pendingTerminationRequest,
      is_closeable: false,
      created_at: at(-3, '21:08'),
    },
    {
      id: n(3),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_termination_request_tenant_rejected',
      termination_request_id: ids.tenantRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-73, '07:56'),
    },
    {
      id: n(4),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_kenno_rejected',
      termination_request_id: ids.providerRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-20, '13:31'),
    },
    {
      id: n(5),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-1, '10:24'),
    },
    {
      id: n(6),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_modification_request_approval_needed',
      modification_request_id: ids.pendingModificationRequest,
      is_closeable: false,
      created_at: at(-2, '17:46'),
    },
    // Aino, older and already closed.
    {
      id: n(7),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-48, '14:00'),
      closed_at: at(-47, '19:20'),
    },
    // Aino, right-of-occupancy home.
    {
      id: n(8),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRightOfOccupancyContract,
      priority: 'normal',
      category: 'contract_lifecycle',
      is_closeable: true,
      created_at: at(-14, '09:00'),
    },
    {
      id: n(9),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRightOfOccupancyContract,
      priority: 'normal',
      category: 'normal',
      is_closeable: true,
      created_at: at(-6, '12:00'),
    },
    // Antti: the requests he created, and the rejection by the provider.
    {
      id: n(10),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_termination_request_created',
      termination_request_id: ids.pendingTerminationRequest,
      is_closeable: true,
      created_at: at(-3, '21:08'),
    },
    {
      id: n(11),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_modification_request_created',
      modification_request_id: ids.pendingModificationRequest,
      is_closeable: true,
      created_at: at(-2, '17:46'),
    },
    {
      id: n(12),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_kenno_rejected',
      termination_request_id: ids.providerRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-20, '13:31'),
    },
    // Mikko.
    {
      id: n(13),
      user_id: ids.mikkoUser,
      contract_id: ids.mikkoContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-4, '15:10'),
    },
    {
      id: n(14),
      user_id: ids.mikkoUser,
      contract_id: ids.mikkoContract,
      priority: 'important',
      category: 'arrear',
      arrear_amount: 48.9,
      is_closeable: false,
      created_at: at(-8, '06:00'),
    },
  ])

  // --- Defect notices -----------------------------------------------------------------------------
  interface DefectSeed {
    n: number
    contract: string
    user: string
    title: string
    description: string
    classId: number | null
    location: 'CONTRACT_TARGET' | 'COMMON_AREA'
    status: 'created' | 'in_progress' | 'completed'
    daysAgo: number
    pets?: boolean
    masterKey?: boolean
    events: readonly {
      type: string
      daysAgo: number
      time: string
      workOrder?: string
      note?: string
      finished?: boolean
    }[]
  }
  const defects: DefectSeed[] = [
    {
      n: 1,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Keittiön hana vuotaa',
      description:
        'Keittiön hanan juuresta tippuu vettä tiskipöydälle, kun hana on auki. Vuoto on pahentunut viikon aikana.',
      classId: 1,
      location: 'CONTRACT_TARGET',
      status: 'in_progress',
      daysAgo: 4,
      masterKey: true,
      events: [
        { type: 'created', daysAgo: 4, time: '08:12' },
        { type: 'work_order_linked', daysAgo: 4, time: '09:40', workOrder: 'TT-2611-0412' },
        { type: 'work_order_started', daysAgo: 2, time: '10:05', workOrder: 'TT-2611-0412' },
      ],
    },
    {
      n: 2,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Parvekkeen oven tiiviste on irti',
      description: 'Parvekkeen oven tiiviste on irronnut yläreunasta ja ovesta vetää.',
      classId: null,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 1,
      pets: true,
      events: [{ type: 'created', daysAgo: 1, time: '19:31' }],
    },
    {
      n: 3,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Eteisen kattovalaisin ei syty',
      description: 'Eteisen kattovalaisin ei syty, vaikka lamppu on vaihdettu.',
      classId: 4,
      location: 'CONTRACT_TARGET',
      status: 'completed',
      daysAgo: 21,
      masterKey: true,
      events: [
        { type: 'created', daysAgo: 21, time: '07:55' },
        { type: 'work_order_linked', daysAgo: 21, time: '08:30', workOrder: 'TT-2610-1187' },
        {
          type: 'work_note_created',
          daysAgo: 19,
          time: '13:20',
          workOrder: 'TT-2610-1187',
          note: 'Valaisimen liitin vaihdettu, valaisin toimii.',
        },
        {
          type: 'work_order_completed',
          daysAgo: 19,
          time: '13:25',
          workOrder: 'TT-2610-1187',
          finished: true,
        },
        { type: 'completed', daysAgo: 19, time: '13:26', finished: true },
      ],
    },
    {
      n: 4,
      contract: ids.ainoRentalContract,
      user: ids.anttiUser,
      title: 'B-rapun ulko-ovi ei lukitu',
      description: 'B-rapun ulko-ovi jää raolleen eikä lukitu itsestään.',
      classId: 11,
      location: 'COMMON_AREA',
      status: 'in_progress',
      daysAgo: 9,
      events: [
        { type: 'created', daysAgo: 9, time: '22:10' },
        { type: 'work_order_linked', daysAgo: 8, time: '08:00', workOrder: 'TT-2611-0218' },
        { type: 'work_order_accepted', daysAgo: 8, time: '08:45', workOrder: 'TT-2611-0218' },
      ],
    },
    {
      n: 5,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Makuuhuoneen patteri on kylmä',
      description: 'Makuuhuoneen patteri ei lämpene, vaikka termostaatti on täysillä.',
      classId: 2,
      location: 'CONTRACT_TARGET',
      status: 'completed',
      daysAgo: 45,
      events: [
        { type: 'created', daysAgo: 45, time: '18:03' },
        { type: 'work_order_linked', daysAgo: 44, time: '08:15', workOrder: 'TT-2610-0301' },
        {
          type: 'work_note_created',
          daysAgo: 43,
          time: '11:00',
          workOrder: 'TT-2610-0301',
          note: 'Patteri ilmattu ja venttiili avattu.',
        },
        { type: 'completed', daysAgo: 43, time: '11:10', finished: true },
      ],
    },
    {
      n: 6,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Kylpyhuoneen lattiakaivo haisee',
      description: 'Lattiakaivosta tulee viemärin hajua iltaisin.',
      classId: 12,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 0,
      events: [{ type: 'created', daysAgo: 0, time: '07:20' }],
    },
    {
      n: 7,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Pihan valaisin rikki',
      description: 'Pihan leikkipaikan valaisin ei pala.',
      classId: 4,
      location: 'COMMON_AREA',
      status: 'completed',
      daysAgo: 120,
      events: [
        { type: 'created', daysAgo: 120, time: '20:40' },
        { type: 'completed', daysAgo: 115, time: '14:00', finished: true },
      ],
    },
    {
      n: 8,
      contract: ids.ainoRightOfOccupancyContract,
      user: ids.ainoUser,
      title: 'Saunan kiuas ei lämpene',
      description: 'Kiuas ei lämpene, sulakkeet ovat kunnossa.',
      classId: 4,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 2,
      events: [{ type: 'created', daysAgo: 2, time: '16:45' }],
    },
    {
      n: 9,
      contract: ids.mikkoContract,
      user: ids.mikkoUser,
      title: 'Jääkaapin ovi ei sulkeudu',
      description: 'Jääkaapin oven tiiviste on haljennut, ovi jää auki.',
      classId: 3,
      location: 'CONTRACT_TARGET',
      status: 'in_progress',
      daysAgo: 6,
      events: [
        { type: 'created', daysAgo: 6, time: '12:00' },
        { type: 'work_order_linked', daysAgo: 5, time: '09:00', workOrder: 'TT-2611-0333' },
      ],
    },
  ]
  await insert(
    tx,
    'defect_notices',
    defects.map((defect) => ({
      id: demoUuid(kinds.defectNotice, defect.n),
      contract_id: defect.contract,
      created_by_user_id: defect.user,
      title: defect.title,
      description: defect.description,
      defect_class_id: defect.classId,
      defect_location: defect.location,
      status: defect.status,
      has_pets_in_apartment: defect.pets ?? false,
      master_key_access_allowed: defect.masterKey ?? false,
      reporter_phone_number:
        defect.user === ids.anttiUser
          ? phones.antti
          : defect.user === ids.mikkoUser
            ? phones.mikko
            : phones.aino,
      reporter_email:
        defect.user === ids.anttiUser
          ? 'antti.nieminen@example.com'
          : defect.user === ids.mikkoUser
            ? 'mikko.korhonen@example.com'
            : 'aino.virtanen@example.com',
      created_at: at(-defect.daysAgo, defect.events[0]?.time ?? '12:00'),
      updated_at: at(
        -(defect.events.at(-1)?.daysAgo ?? defect.daysAgo),
        defect.events.at(-1)?.time ?? '12:00',
      ),
    })),
  )
  let eventNumber = 0
  await insert(
    tx,
    'defect_notice_events',
    defects.flatMap((defect) =>
      defect.events.map((event) => ({
        id: demoUuid(kinds.defectNoticeEvent, ++eventNumber),
        defect_notice_id: demoUuid(kinds.defectNotice, defect.n),
        event_type: event.type,
        created_at: at(-event.daysAgo, event.time),
        work_finished_at: event.finished === true ? at(-event.daysAgo, event.time) : null,
        work_order_id: event.workOrder ?? null,
        work_note_description: event.note ?? null,
      })),
    ),
  )

  await insert(tx, 'feedback_question_notices', [
    {
      id: demoUuid(kinds.feedbackQuestionNotice, 1),
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      notice_type: 'feedback',
      defect_class_id: 20,
      title: 'Kiitos nopeasta korjauksesta',
      description: 'Eteisen valaisin korjattiin kahdessa päivässä. Kiitos huoltomiehelle!',
      status: 'completed',
      reporter_phone_number: phones.aino,
      reporter_email: 'aino.virtanen@example.com',
      created_at: at(-18, '20:02'),
      updated_at: at(-15, '09:30'),
    },
    {
      id: demoUuid(kinds.feedbackQuestionNotice, 2),
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      notice_type: 'question',
      defect_class_id: 21,
      title: 'Saako parvekkeelle asentaa lasituksen?',
      description: 'Haluaisimme parvekelasit omalla kustannuksella. Tarvitaanko lupa?',
      status: 'in_progress',
      reporter_phone_number: phones.aino,
      reporter_email: 'aino.virtanen@example.com',
      created_at: at(-7, '18:40'),
      updated_at: at(-6, '10:00'),
    },
    {
      id: demoUuid(kinds.feedbackQuestionNotice, 3),
      contract_id: ids.mikkoContract,
      created_by_user_id: ids.mikkoUser,
      notice_type: 'question',
      defect_class_id: 21,
      title: 'Pyykkituvan varaaminen',
      description: 'Miten pyykkitupavuoron voi varata?',
      status: 'created',
      reporter_phone_number: phones.mikko,
      reporter_email: 'mikko.korhonen@example.com',
      created_at: at(-1, '21:15'),
      updated_at: at(-1, '21:15'),
    },
  ])

  // --- Bulletins ----------------------------------------------------------------------------------
  interface BulletinSeed {
    n: number
    scope: { realPropertyId?: string; buildingId?: string }
    title: string
    excerpt: string
    paragraphs: readonly string[]
    list?: readonly string[]
    author: string
    daysAgo: number
    image?: { url: string; alt: string }
    attachments?: readonly string[]
  }
  const everywhere = {}
  const kallio = { realPropertyId: ids.kallioRealProperty }
  const helsinginkatu21 = { buildingId: ids.helsinginkatuBuilding }
  const customerService = 'Asukaspalvelu'
  const manager = 'Isännöitsijä Minna Salminen'
  const bulletins: BulletinSeed[] = [
    {
      n: 1,
      scope: helsinginkatu21,
      title: 'B-rapun hissin modernisointi alkaa',
      excerpt: 'B-rapun hissi uusitaan. Hissi on poissa käytöstä noin kuusi viikkoa.',
      paragraphs: [
        'B-rapun hissin modernisointi alkaa ensi kuun alussa. Työn aikana hissi ei ole käytössä.',
        'Jos tarvitset apua esimerkiksi ostosten kantamisessa, ota yhteyttä asukaspalveluun.',
      ],
      list: ['Työaika arkisin klo 7–16', 'Porraskäytävässä voi olla melua ja pölyä'],
      author: manager,
      daysAgo: 2,
      image: { url: demoAssetUrls.elevatorImage, alt: 'Hissin avoimet ovet porraskäytävässä' },
      attachments: ['Hissiremontin aikataulu.pdf'],
    },
    {
      n: 2,
      scope: everywhere,
      title: 'Asukasportaali uudistui',
      excerpt: 'Uudessa asukasportaalissa teet vikailmoitukset ja näet maksusi yhdestä paikasta.',
      paragraphs: [
        'Asukasportaali on uudistunut. Voit nyt tehdä vikailmoituksen, lukea tiedotteita ja seurata maksujasi yhdestä paikasta.',
        'Portaali toimii suomeksi, ruotsiksi ja englanniksi.',
      ],
      author: customerService,
      daysAgo: 3,
      image: {
        url: demoAssetUrls.portalImage,
        alt: 'Matkapuhelin, jonka näytöllä on asukasportaalin etusivu',
      },
    },
    {
      n: 3,
      scope: kallio,
      title: 'Pihan syystalkoot lauantaina',
      excerpt:
        'Tervetuloa haravoimaan ja istuttamaan kukkasipuleita! Talkookahvit tarjoaa asukastoimikunta.',
      paragraphs: [
        'Pidämme pihan syystalkoot lauantaina klo 10–13. Haravat ja jätesäkit löytyvät pihavarastosta.',
        'Talkoiden jälkeen asukastoimikunta tarjoaa kahvit ja pullat kerhohuoneella.',
      ],
      author: 'Asukastoimikunta',
      daysAgo: 9,
      image: {
        url: demoAssetUrls.yardCleanupImage,
        alt: 'Haravoituja vaahteranlehtiä pihanurmella',
      },
    },
    {
      n: 4,
      scope: kallio,
      title: 'Lämmitysverkoston huoltotyö',
      excerpt: 'Lämmitys on katkaistuna tiistaina klo 8–12 huoltotöiden vuoksi.',
      paragraphs: [
        'Kaukolämpöverkon huoltotöiden vuoksi lämmitys on katkaistuna tiistaina klo 8–12.',
        'Lämmin käyttövesi toimii normaalisti.',
      ],
      author: manager,
      daysAgo: 12,
    },
    {
      n: 5,
      scope: kallio,
      title: 'Jätekatoksen lajitteluohjeet päivitetty',
      excerpt: 'Biojätteen ja muovin keräysastiat ovat vaihtaneet paikkaa jätekatoksessa.',
      paragraphs: [
        'Jätekatoksen keräysastioiden järjestystä on muutettu. Uudet lajitteluohjeet ovat liitteenä.',
      ],
      list: ['Biojäte: vasen seinä', 'Muovipakkaukset: oven vieressä', 'Lasi ja metalli: perällä'],
      author: manager,
      daysAgo: 16,
      attachments: ['Lajitteluohje.pdf'],
    },
    {
      n: 6,
      scope: everywhere,
      title: 'Sähkökatko- ja myrskyohjeet talveksi',
      excerpt: 'Näin varaudut sähkökatkoihin ja myrskyihin kotona.',
      paragraphs: [
        'Talven myrskyt voivat aiheuttaa sähkökatkoja. Pidä kotona taskulamppu, paristoja ja vettä.',
        'Älä käytä avotulta sisällä. Seuraa tiedotteita radiosta.',
      ],
      author: customerService,
      daysAgo: 20,
      attachments: ['Myrskyohje.pdf'],
    },
    {
      n: 7,
      scope: kallio,
      title: 'Pysäköintihallin siivous',
      excerpt: 'Pysäköintihalli pestään ensi viikolla. Siirrä autosi pihalle siivouksen ajaksi.',
      paragraphs: [
        'Pysäköintihallin vuosipesu tehdään ensi viikon keskiviikkona klo 8–15.',
        'Siirräthän autosi pihalle siivouksen ajaksi. Hallissa olevat autot siirretään omistajan kustannuksella.',
      ],
      author: manager,
      daysAgo: 26,
    },
    {
      n: 8,
      scope: everywhere,
      title: 'Vuokrantarkistus vuodelle 2027',
      excerpt: 'Vuokrat tarkistetaan vuoden alussa. Tarkistuskirjeet postitetaan joulukuussa.',
      paragraphs: [
        'Vuokrat tarkistetaan vuoden vaihteessa kiinteistöjen ylläpitokustannusten mukaisesti.',
        'Saat henkilökohtaisen tarkistuskirjeen joulukuun aikana.',
      ],
      author: customerService,
      daysAgo: 30,
      attachments: ['Vuokrantarkistus 2027.pdf'],
    },
    {
      n: 9,
      scope: helsinginkatu21,
      title: 'Kellarivarastojen tyhjennys',
      excerpt: 'Merkitsemättömät tavarat poistetaan kellarin yhteisvarastosta kuun lopussa.',
      paragraphs: [
        'Kellarin yhteisvarastossa on paljon merkitsemättömiä tavaroita. Merkitse omasi nimelläsi ja asunnon numerolla.',
        'Merkitsemättömät tavarat viedään kierrätykseen kuun lopussa.',
      ],
      author: manager,
      daysAgo: 33,
    },
    {
      n: 10,
      scope: kallio,
      title: 'Syksyn asukaskokous',
      excerpt: 'Asukaskokouksessa valitaan asukastoimikunta ja käsitellään ensi vuoden budjetti.',
      paragraphs: [
        'Tervetuloa syksyn asukaskokoukseen kerhohuoneelle. Kokouskutsu ja esityslista ovat liitteenä.',
      ],
      author: 'Asukastoimikunta',
      daysAgo: 40,
      attachments: ['Kokouskutsu.pdf', 'Esityslista.pdf'],
    },
    {
      n: 11,
      scope: kallio,
      title: 'Vesikatko keskiviikkona',
      excerpt: 'Vesi on poikki keskiviikkona klo 9–11 putkitöiden vuoksi.',
      paragraphs: [
        'Putkitöiden vuoksi kylmä ja lämmin vesi on katkaistuna keskiviikkona klo 9–11.',
        'Varaathan tarvittaessa vettä etukäteen.',
      ],
      author: manager,
      daysAgo: 48,
    },
    {
      n: 12,
      scope: helsinginkatu21,
      title: 'Ilmanvaihdon mittaukset asunnoissa',
      excerpt: 'Ilmanvaihtoasentaja käy mittaamassa poistoilmaventtiilit kaikissa asunnoissa.',
      paragraphs: [
        'Ilmanvaihdon säätö- ja mittaustyöt tehdään kaikissa asunnoissa. Asentaja käyttää yleisavainta, jos et ole kotona.',
      ],
      author: manager,
      daysAgo: 55,
    },
    {
      n: 13,
      scope: everywhere,
      title: 'Muista kotivakuutus',
      excerpt: 'Kotivakuutus korvaa omaisuutesi vahingot. Vuokranantajan vakuutus ei kata niitä.',
      paragraphs: [
        'Kiinteistön vakuutus ei korvaa asukkaan omaisuudelle sattuneita vahinkoja. Suosittelemme kotivakuutusta kaikille asukkaille.',
      ],
      author: customerService,
      daysAgo: 65,
    },
    {
      n: 14,
      scope: kallio,
      title: 'Tervetuloa uudet asukkaat',
      excerpt: 'Asukasopas kertoo talon käytännöistä, saunavuoroista ja jätehuollosta.',
      paragraphs: ['Toivotamme uudet asukkaat tervetulleiksi! Asukasopas löytyy asiakirjoista.'],
      author: 'Asukastoimikunta',
      daysAgo: 80,
    },
    {
      n: 15,
      scope: helsinginkatu21,
      title: 'Saunavuorojen muutokset',
      excerpt: 'Yhteissaunan vuorot muuttuvat. Vapaita vuoroja on tiistaisin ja torstaisin.',
      paragraphs: ['Saunavuorot jaetaan uudelleen. Ilmoita toiveesi huoltoyhtiölle.'],
      author: manager,
      daysAgo: 90,
    },
    {
      n: 16,
      scope: everywhere,
      title: 'Asiakaspalvelun aukioloajat joulun aikaan',
      excerpt: 'Asiakaspalvelu on suljettu jouluaattona ja uudenvuodenpäivänä.',
      paragraphs: [
        'Asiakaspalvelu palvelee arkisin klo 8–16. Jouluaattona ja uudenvuodenpäivänä palvelu on suljettu.',
        'Kiireelliset vikailmoitukset hoitaa huoltoyhtiön päivystys.',
      ],
      author: customerService,
      daysAgo: 100,
    },
    {
      n: 17,
      scope: { buildingId: ids.sturenkatuBuilding },
      title: 'Sturenkadun pihavalaistus uusitaan',
      excerpt: 'Pihan valaisimet vaihdetaan led-valaisimiin.',
      paragraphs: [
        'Sturenkadun talon pihavalaisimet vaihdetaan energiatehokkaisiin led-valaisimiin.',
      ],
      author: manager,
      daysAgo: 6,
    },
    {
      n: 18,
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      title: 'Lumityöt alkoivat',
      excerpt: 'Huoltoyhtiö auraa ja hiekoittaa pihan arkisin klo 7 mennessä.',
      paragraphs: ['Talven lumityöt ovat alkaneet. Jätäthän pihatien vapaaksi aurausta varten.'],
      author: 'Isännöitsijä Heikki Koskinen',
      daysAgo: 4,
      image: { url: demoAssetUrls.snowImage, alt: 'Aurattu piha-alue ja lumikinoksia' },
    },
    {
      n: 19,
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      title: 'Asukastoimikunnan vaalit',
      excerpt: 'Asukastoimikunnan jäsenet valitaan vuosikokouksessa.',
      paragraphs: ['Asettu ehdolle asukastoimikuntaan! Vuosikokous pidetään kerhohuoneella.'],
      author: 'Asukastoimikunta',
      daysAgo: 15,
    },
    {
      n: 20,
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      title: 'Kierrätyspiste siirtyy',
      excerpt: 'Kierrätyspiste siirtyy pihan pohjoispäähän.',
      paragraphs: ['Kierrätyspiste siirretään pihan pohjoispäähän pysäköintialueen viereen.'],
      author: 'Isännöitsijä Päivi Saarinen',
      daysAgo: 11,
    },
  ]
  let attachmentNumber = 0
  const attachmentRows: Row[] = []
  await insert(
    tx,
    'bulletins',
    bulletins.map((bulletin) => {
      const bodyHtml = [
        ...bulletin.paragraphs.map((p) => `<p>${p}</p>`),
        ...(bulletin.list === undefined
          ? []
          : [`<ul>${bulletin.list.map((item) => `<li>${item}</li>`).join('')}</ul>`]),
        `<p><strong>${bulletin.author}</strong></p>`,
      ].join('\n')
      for (const [i, name] of (bulletin.attachments ?? []).entries()) {
        attachmentRows.push({
          id: demoUuid(kinds.bulletinAttachment, ++attachmentNumber),
          bulletin_id: demoUuid(kinds.bulletin, bulletin.n),
          name,
          url: `/demo/attachments/${slug(name)}`,
          sort_order: i,
        })
      }
      return {
        id: demoUuid(kinds.bulletin, bulletin.n),
        real_property_id: bulletin.scope.realPropertyId ?? null,
        building_id: bulletin.scope.buildingId ?? null,
        title: bulletin.title,
        excerpt: bulletin.excerpt,
        body_html: bodyHtml,
        author: bulletin.author,
        featured_image_url: bulletin.image?.url ?? null,
        featured_image_alt: bulletin.image?.alt ?? null,
        published_at: at(-bulletin.daysAgo, '09:00'),
        updated_at: at(-bulletin.daysAgo, '09:00'),
      }
    }),
  )
  await insert(tx, 'bulletin_attachments', attachmentRows)

  // --- Documents ----------------------------------------------------------------------------------
  const documents: {
    scope: { realPropertyId?: string; buildingId?: string }
    category: 'memos' | 'general' | 'safety'
    name: string
    daysAgo: number
  }[] = [
    { scope: kallio, category: 'memos', name: 'Asukaskokouksen pöytäkirja, syksy', daysAgo: 35 },
    { scope: kallio, category: 'memos', name: 'Asukaskokouksen pöytäkirja, kevät', daysAgo: 210 },
    { scope: kallio, category: 'general', name: 'Järjestyssäännöt', daysAgo: 400 },
    { scope: kallio, category: 'general', name: 'Asukasopas', daysAgo: 300 },
    {
      scope: helsinginkatu21,
      category: 'safety',
      name: 'Pelastussuunnitelma, Helsinginkatu 21',
      daysAgo: 250,
    },
    { scope: kallio, category: 'safety', name: 'Väestönsuojan käyttöohje', daysAgo: 500 },
    { scope: everywhere, category: 'general', name: 'Muuttajan muistilista', daysAgo: 120 },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'general',
      name: 'Asumisoikeusasukkaan opas',
      daysAgo: 180,
    },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'safety',
      name: 'Pelastussuunnitelma, Säterinkatu 7',
      daysAgo: 220,
    },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'memos',
      name: 'Asukastoimikunnan kokousmuistio',
      daysAgo: 25,
    },
    {
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      category: 'general',
      name: 'Järjestyssäännöt, Tikkurilantie 40',
      daysAgo: 365,
    },
    {
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      category: 'safety',
      name: 'Pelastussuunnitelma, Tikkurilantie 40',
      daysAgo: 330,
    },
  ]
  await insert(
    tx,
    'documents',
    documents.map((document, i) => ({
      id: demoUuid(kinds.document, i + 1),
      real_property_id: document.scope.realPropertyId ?? null,
      building_id: document.scope.buildingId ?? null,
      category_id: document.category,
      name: document.name,
      document_type: 'pdf',
      url: `/demo/documents/${slug(document.name)}.pdf`,
      published_at: at(-document.daysAgo, '12:00'),
    })),
  )

  // --- Contacts -----------------------------------------------------------------------------------
  const leppavaara = { realPropertyId: ids.leppavaaraRealProperty }
  const tikkurila = { realPropertyId: ids.tikkurilaRealProperty }
  const contacts: Row[] = [
    {
      ...scopeColumns(everywhere),
      contact_category: 'customer_service',
      name: 'Asukaspalvelu',
      phone_number: '+358 9 310 1000',
      email: 'asukaspalvelu@example.com',
      service_role: 'Asiakaspalvelu arkisin klo 8–16',
      office_name: 'Asukas-palvelukeskus',
      url: 'https://asukas.example.com/asiakaspalvelu',
    },
    {
      ...scopeColumns(everywhere),
      contact_category: 'sales_representative',
      name: 'Jukka Järvinen',
      phone_number: '+358 9 310 1050',
      email: 'vuokraus@example.com',
      service_role: 'Vuokraus ja asunnonvaihdot',
      office_name: 'Vuokrauspalvelut',
      url: null,
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'property_maintenance',
      name: 'Kallion Kiinteistöhuolto Oy',
      phone_number: '+358 9 310 2200',
      email: 'huolto@kallionhuolto.example.com',
      service_role: 'Kiinteistöhuolto ja vikailmoitukset, päivystys 24 h',
      office_name: 'Kallion Kiinteistöhuolto Oy',
      url: 'https://kallionhuolto.example.com',
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'property_management',
      name: 'Minna Salminen',
      phone_number: '+358 9 310 2300',
      email: 'minna.salminen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'other',
      name: 'Saunavuorot ja kerhohuone',
      phone_number: null,
      email: 'kerhohuone@kallionhuolto.example.com',
      service_role: 'Varaukset',
      office_name: null,
      url: null,
    },
    ...committee(kallio, [
      ['Pekka', 'Laine', 'chairperson'],
      ['Sofia', 'Heikkinen', 'vice_chairperson'],
      ['Timo', 'Koskinen', 'secretary'],
      ['Anna', 'Saarinen', 'treasurer'],
      ['Olavi', 'Järvinen', 'member'],
    ]),
    {
      ...scopeColumns(leppavaara),
      contact_category: 'property_maintenance',
      name: 'Leppävaaran Huolto Oy',
      phone_number: '+358 9 310 3200',
      email: 'huolto@leppavaaranhuolto.example.com',
      service_role: 'Kiinteistöhuolto',
      office_name: 'Leppävaaran Huolto Oy',
      url: null,
    },
    {
      ...scopeColumns(leppavaara),
      contact_category: 'property_management',
      name: 'Heikki Koskinen',
      phone_number: '+358 9 310 3300',
      email: 'heikki.koskinen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
    {
      ...scopeColumns(leppavaara),
      contact_category: 'sales_representative',
      name: 'Katariina Lehtonen',
      phone_number: '+358 9 310 3400',
      email: 'asumisoikeus@example.com',
      service_role: 'Asumisoikeusasuntojen myynti',
      office_name: 'Asumisoikeuspalvelut',
      url: null,
    },
    ...committee(leppavaara, [
      ['Helena', 'Virtanen', 'contact_person'],
      ['Jari', 'Salminen', 'representative'],
      ['Marja', 'Koskinen', 'board_member'],
      ['Matti', 'Heikkinen', 'supervisor'],
    ]),
    {
      ...scopeColumns(tikkurila),
      contact_category: 'property_maintenance',
      name: 'Tikkurilan Talohuolto Oy',
      phone_number: '+358 9 310 4200',
      email: 'huolto@talohuolto.example.com',
      service_role: 'Kiinteistöhuolto',
      office_name: 'Tikkurilan Talohuolto Oy',
      url: null,
    },
    {
      ...scopeColumns(tikkurila),
      contact_category: 'property_management',
      name: 'Päivi Saarinen',
      phone_number: '+358 9 310 4300',
      email: 'paivi.saarinen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
  ]
  await insert(
    tx,
    'contacts',
    contacts.map((contact, i) => ({
      id: demoUuid(kinds.contact, i + 1),
      sort_order: i,
      ...contact,
    })),
  )

  // --- Payment categories and bank accounts -------------------------------------------------------
  const categories: [realPropertyId: string, category: string, ibans: string[]][] = [
    [ids.kallioRealProperty, 'rent', ['FI2112345600000785', 'FI0250004640001302']],
    [ids.kallioRealProperty, 'security_deposit', ['FI9080002627761348']],
    [ids.kallioRealProperty, 'charges_for_utilities', ['FI2839390030337828']],
    [ids.leppavaaraRealProperty, 'residence_charge', ['FI5542345670000081']],
    [ids.leppavaaraRealProperty, 'right_of_occupancy_deposit', ['FI1566010001530641']],
    [ids.tikkurilaRealProperty, 'rent', ['FI4213663000126607']],
    [ids.tikkurilaRealProperty, 'security_deposit', ['FI7640062220014494']],
  ]
  await insert(
    tx,
    'payment_categories',
    categories.map(([realPropertyId, category], i) => ({
      id: demoUuid(kinds.paymentCategory, i + 1),
      real_property_id: realPropertyId,
      category,
      sort_order: i,
    })),
  )
  let bankAccountNumber = 0
  await insert(
    tx,
    'bank_accounts',
    categories.flatMap(([, , ibans], i) =>
      ibans.map((iban, j) => {
        const account: DemoBankAccount = bankAccount(iban)
        return {
          id: demoUuid(kinds.bankAccount, ++bankAccountNumber),
          payment_category_id: demoUuid(kinds.paymentCategory, i + 1),
          iban: account.iban,
          bic: account.bic,
          bank_name: account.bankName,
          sort_order: j,
        }
      }),
    ),
  )

  // --- Payments by month, targets, remittances ------------------------------------------------------
  interface PaymentPlan {
    contract: string
    payer: string
    beneficiary: string
    reference: string
    targets: readonly [name: string, amount: number][]
    /** Months back from the current month -> difference (paid minus expected); default 0. */
    differences: Readonly<Record<number, number>>
  }
  const plans: PaymentPlan[] = [
    {
      contract: ids.ainoRentalContract,
      payer: 'VIRTANEN AINO',
      beneficiary: `Kiinteistö Oy ${helsinginkatu} 21`,
      reference: finnishReferenceNumber('2021060134'),
      targets: [
        ['Vuokra', 890],
        ['Vesimaksu', 48],
      ],
      differences: { 1: -152.4 },
    },
    {
      contract: ids.ainoRightOfOccupancyContract,
      payer: 'VIRTANEN AINO',
      beneficiary: `Asumisoikeusyhdistys ${saterinkatu} 7`,
      reference: finnishReferenceNumber('2024090705'),
      targets: [
        ['Käyttövastike', 720.5],
        ['Vesimaksu', 24],
      ],
      differences: { 2: 20 },
    },
    {
      contract: ids.mikkoContract,
      payer: 'KORHONEN MIKKO',
      beneficiary: `Kiinteistö Oy ${tikkurilantie} 40`,
      reference: finnishReferenceNumber('2019030412'),
      targets: [
        ['Vuokra', 640],
        ['Vesimaksu', 24],
      ],
      differences: { 0: -48.9 },
    },
  ]
  const monthRows: Row[] = []
  const targetRows: Row[] = []
  const remittanceRows: Row[] = []
  for (const plan of plans) {
    for (let back = 5; back >= 0; back--) {
      const month = startOfMonth(addMonths(startOfMonth(today), -back))
      const dueDate = addDays(month, 1)
      const monthId = demoUuid(kinds.paymentsByMonth, monthRows.length + 1)
      const expected = plan.targets.reduce((sum, [, amount]) => sum + amount, 0)
      const difference = plan.differences[back] ?? 0
      monthRows.push({
        id: monthId,
        contract_id: plan.contract,
        year_month: yearMonth(month),
        difference,
      })
      for (const [name, amount] of plan.targets) {
        targetRows.push({
          id: demoUuid(kinds.paymentTarget, targetRows.length + 1),
          payments_by_month_id: monthId,
          name_on_bill: name,
          due_date: dueDate,
          expected: amount,
        })
      }
      const paid = Math.round((expected + difference) * 100) / 100
      const paidDate = addDays(month, back === 0 ? 0 : 1)
      if (paid > 0 && paidDate <= today) {
        remittanceRows.push({
          id: demoUuid(kinds.remittance, remittanceRows.length + 1),
          contract_id: plan.contract,
          name_of_payer: plan.payer,
          paid_date: paidDate,
          amount: paid,
          due_date: dueDate,
          beneficiary: plan.beneficiary,
          reference_number: plan.reference,
        })
      }
    }
  }
  await insert(tx, 'payments_by_month', monthRows)
  await insert(tx, 'payment_targets', targetRows)
  await insert(tx, 'remittances', remittanceRows)

  await insert(tx, 'invoice_addresses', [
    {
      id: demoUuid(kinds.invoiceAddress, 1),
      contract_id: ids.ainoRentalContract,
      selected_invoice_type: 'contract_address',
      selected_postal_address_type: 'contract_address',
    },
    {
      id: demoUuid(kinds.invoiceAddress, 2),
      contract_id: ids.ainoRightOfOccupancyContract,
      selected_invoice_type: 'postal_invoice_address',
      selected_postal_address_type: 'postal_invoice_address',
      postal_invoice_recipient_name: `${aino.firstName} ${aino.lastName}`,
      postal_street_address_line1: `${helsinginkatu} 21 B 34`,
      postal_street_address_line2: null,
      postal_postal_code: '00500',
      postal_city: helsinki,
      postal_country_code: 'FI',
      postal_country_name: 'Suomi',
    },
    {
      id: demoUuid(kinds.invoiceAddress, 3),
      contract_id: ids.mikkoContract,
      selected_invoice_type: 'corporate_electronic',
      selected_postal_address_type: 'contract_address',
      electronic_business_identity_code: null,
      electronic_company_name: 'OP Osuuskunta',
      electronic_identifier: bankAccount('FI0250004640001302').iban,
      electronic_intermediator: bankAccount('FI0250004640001302').bic,
    },
  ])

  // --- Messages -----------------------------------------------------------------------------------
  const thread2 = demoUuid(kinds.messageThread, 2)
  const thread3 = demoUuid(kinds.messageThread, 3)
  await insert(tx, 'message_threads', [
    {
      id: ids.ainoMessageThread,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      subject: 'Parvekkeen lasitus',
      created_at: at(-6, '18:20'),
      last_entry_at: at(-1, '10:23'),
    },
    {
      id: thread2,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      subject: 'Autopaikan vaihto pysäköintihalliin',
      created_at: at(-50, '20:00'),
      last_entry_at: at(-47, '09:15'),
    },
    {
      id: thread3,
      contract_id: ids.mikkoContract,
      created_by_user_id: ids.mikkoUser,
      subject: 'Pyykkituvan varauslista',
      created_at: at(-5, '19:00'),
      last_entry_at: at(-4, '15:09'),
    },
  ])
  const entry = (i: number): string => demoUuid(kinds.messageEntry, i)
  await insert(tx, 'message_entries', [
    {
      id: entry(1),
      thread_id: ids.ainoMessageThread,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(1)}@asukas.example.com>`,
      sender_user_id: ids.ainoUser,
      title: 'Parvekkeen lasitus',
      html_content:
        '<p>Hei,</p><p>saako parvekkeelle asentaa lasituksen omalla kustannuksella? Tarvitaanko siihen lupa?</p><p>Terveisin Aino Virtanen</p>',
      created_at: at(-6, '18:20'),
    },
    {
      id: entry(2),
      thread_id: ids.ainoMessageThread,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(2)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Parvekkeen lasitus',
      html_content:
        '<p>Hei Aino,</p><p>parvekelasitukseen tarvitaan isännöitsijän lupa. Lähetämme lupahakemuksen sähköpostiisi.</p><p>Ystävällisin terveisin<br>Asukaspalvelu</p>',
      created_at: at(-1, '10:23'),
    },
    {
      id: entry(3),
      thread_id: thread2,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(3)}@asukas.example.com>`,
      sender_user_id: ids.ainoUser,
      title: 'Autopaikan vaihto pysäköintihalliin',
      html_content: '<p>Voisinko vaihtaa pihapaikan hallipaikkaan, jossa on latauspiste?</p>',
      created_at: at(-50, '20:00'),
    },
    {
      id: entry(4),
      thread_id: thread2,
      entry_type: 'ManualEmailConversation',
      message_id: `<${entry(4)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'Puhelinkeskustelu: autopaikan vaihto',
      html_content: '<p>Asukkaalle soitettu: hallipaikka H01 vapautuu, paikanvaihto sovittu.</p>',
      created_at: at(-48, '14:00'),
    },
    {
      id: entry(5),
      thread_id: thread2,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(5)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Autopaikan vaihto pysäköintihalliin',
      html_content:
        '<p>Hallipaikka H01 on nyt varattu sinulle. Latauksen hinta sisältyy paikan hintaan.</p>',
      created_at: at(-47, '09:15'),
    },
    {
      id: entry(6),
      thread_id: thread3,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(6)}@asukas.example.com>`,
      sender_user_id: ids.mikkoUser,
      title: 'Pyykkituvan varauslista',
      html_content: '<p>Pyykkituvan varauslista puuttuu ovesta. Mistä vuoron voi varata?</p>',
      created_at: at(-5, '19:00'),
    },
    {
      id: entry(7),
      thread_id: thread3,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(7)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Pyykkituvan varauslista',
      html_content: '<p>Uusi varauslista on viety pyykkituvan oveen. Kiitos ilmoituksesta!</p>',
      created_at: at(-4, '15:09'),
    },
  ])

  // --- Parking ------------------------------------------------------------------------------------
  const area = (i: number): string => demoUuid(kinds.parkingArea, i)
  await insert(tx, 'parking_areas', [
    {
      id: area(1),
      real_property_id: ids.kallioRealProperty,
      parking_area_type: 'outdoor',
      location_details: 'Sisäpiha',
      street_name: helsinginkatu,
      street_number: '21',
      city: helsinki,
      sort_order: 1,
    },
    {
      id: area(2),
      real_property_id: ids.kallioRealProperty,
      parking_area_type: 'parking_hall',
      location_details: 'Pysäköintihalli, taso -1',
      street_name: sturenkatu,
      street_number: '18',
      city: helsinkiVallila,
      sort_order: 2,
    },
    {
      id: area(3),
      real_property_id: ids.leppavaaraRealProperty,
      parking_area_type: 'carport',
      location_details: 'Autokatos',
      street_name: saterinkatu,
      street_number: '7',
      city: espoo,
      sort_order: 1,
    },
    {
      id: area(4),
      real_property_id: ids.tikkurilaRealProperty,
      parking_area_type: 'outdoor',
      location_details: 'Piha-alue',
      street_name: tikkurilantie,
      street_number: '40',
      city: vantaa,
      sort_order: 1,
    },
  ])
  interface SpotSeed {
    n: number
    area: number
    code: string
    equipment: string[]
    inUse?: boolean
    details?: string
    prices: [price: number, from: string, to: string | null][]
  }
  const yardPrices: SpotSeed['prices'] = [
    [32.5, '2025-01-01', '2025-12-31'],
    [35, '2026-01-01', null],
  ]
  const hallPrices: SpotSeed['prices'] = [
    [89, '2025-01-01', d(39)],
    [92.5, d(40), null],
  ]
  const evPrices: SpotSeed['prices'] = [
    [109, '2025-01-01', d(39)],
    [112.5, d(40), null],
  ]
  const spots: SpotSeed[] = [
    { n: 1, area: 1, code: 'HK21-P01', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 2, area: 1, code: 'HK21-P02', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 3, area: 1, code: 'HK21-P03', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 4, area: 1, code: 'HK21-P04', equipment: ['yard'], prices: [[30, '2025-01-01', null]] },
    {
      n: 5,
      area: 1,
      code: 'HK21-P05',
      equipment: ['yard', 'heating_outlet', 'disabled_spot'],
      details: 'Liikkumisesteisten pysäköintipaikka, leveys 3,6 m',
      prices: yardPrices,
    },
    {
      n: 6,
      area: 1,
      code: 'HK21-P06',
      equipment: ['yard', 'motorbike_spot'],
      prices: [[15, '2025-01-01', null]],
    },
    {
      n: 7,
      area: 2,
      code: 'HK21-H01',
      equipment: ['building', 'ev_charger'],
      details: 'Latauspiste 11 kW',
      prices: evPrices,
    },
    { n: 8, area: 2, code: 'HK21-H02', equipment: ['building', 'ev_charger'], prices: evPrices },
    { n: 9, area: 2, code: 'HK21-H03', equipment: ['building'], prices: hallPrices },
    { n: 10, area: 2, code: 'HK21-H04', equipment: ['building'], prices: hallPrices },
    {
      n: 11,
      area: 2,
      code: 'HK21-H05',
      equipment: ['building'],
      inUse: false,
      details: 'Pois käytöstä lattiakorjauksen ajan',
      prices: hallPrices,
    },
    {
      n: 12,
      area: 3,
      code: 'ST7-K01',
      equipment: ['covered', 'heating_outlet'],
      prices: [[42, '2024-01-01', null]],
    },
    {
      n: 13,
      area: 3,
      code: 'ST7-K02',
      equipment: ['covered', 'heating_outlet'],
      prices: [[42, '2024-01-01', null]],
    },
    {
      n: 14,
      area: 3,
      code: 'ST7-K03',
      equipment: ['covered', 'garage'],
      prices: [[65, '2024-01-01', null]],
    },
    {
      n: 15,
      area: 4,
      code: 'TT40-P01',
      equipment: ['yard', 'heating_outlet'],
      prices: [[25, '2024-01-01', null]],
    },
    {
      n: 16,
      area: 4,
      code: 'TT40-P02',
      equipment: ['yard', 'heating_outlet'],
      prices: [[25, '2024-01-01', null]],
    },
    { n: 17, area: 4, code: 'TT40-P03', equipment: ['yard'], prices: [[20, '2024-01-01', null]] },
    {
      n: 18,
      area: 4,
      code: 'TT40-P04',
      equipment: ['yard', 'ev_charger', 'disabled_spot'],
      prices: [[45, '2024-01-01', null]],
    },
  ]
  await insert(
    tx,
    'parking_spots',
    spots.map((spot) => ({
      id: demoUuid(kinds.parkingSpot, spot.n),
      parking_area_id: area(spot.area),
      rentable_parking_spot_id: spot.code,
      location_details:
        spot.area === 2
          ? `Paikka ${spot.code.slice(-3)}, taso -1`
          : `Paikka ${spot.code.slice(-3)}`,
      additional_details: spot.details ?? null,
      equipment: spot.equipment,
      is_in_use: spot.inUse ?? true,
      heating_key_type: spot.equipment.includes('heating_outlet') ? 'Lämmitysavain, sininen' : null,
      electricity_billing_type: spot.equipment.includes('ev_charger') ? 'Kulutuksen mukaan' : null,
    })),
  )
  let priceNumber = 0
  await insert(
    tx,
    'parking_prices',
    spots.flatMap((spot) =>
      spot.prices.map(([price, from, to]) => ({
        id: demoUuid(kinds.parkingPrice, ++priceNumber),
        parking_spot_id: demoUuid(kinds.parkingSpot, spot.n),
        price,
        valid_from: from,
        valid_to: to,
      })),
    ),
  )
  const spot = (n: number): string => demoUuid(kinds.parkingSpot, n)
  const reservation = (i: number): string => demoUuid(kinds.parkingReservation, i)
  await insert(tx, 'parking_reservations', [
    // Aino: current, open-ended (hall spot with charger).
    {
      id: reservation(1),
      parking_spot_id: ids.ainoHallParkingSpot,
      contract_id: ids.ainoRentalContract,
      user_id: ids.ainoUser,
      start_date: addDays(startOfMonth(d(-47)), 0),
      end_date: null,
      created_at: at(-47, '09:20'),
    },
    // Aino: previous yard spot.
    {
      id: reservation(2),
      parking_spot_id: spot(3),
      contract_id: ids.ainoRentalContract,
      user_id: ids.ainoUser,
      start_date: '2021-06-01',
      end_date: addDays(startOfMonth(d(-47)), -1),
      created_at: helsinkiTime('2021-05-25', '12:00'),
    },
    // Antti (same contract): upcoming yard spot for the second car.
    {
      id: reservation(3),
      parking_spot_id: spot(1),
      contract_id: ids.ainoRentalContract,
      user_id: ids.anttiUser,
      start_date: d(5),
      end_date: null,
      created_at: at(-1, '20:00'),
    },
    // The neighbour: one current spot ending soon, one starting later.
    {
      id: reservation(4),
      parking_spot_id: spot(2),
      contract_id: ids.neighbourContract,
      user_id: null,
      start_date: '2023-02-01',
      end_date: d(20),
      created_at: helsinkiTime('2023-01-20', '10:00'),
    },
    {
      id: reservation(5),
      parking_spot_id: spot(9),
      contract_id: ids.neighbourContract,
      user_id: null,
      start_date: d(21),
      end_date: null,
      created_at: at(-10, '10:00'),
    },
    // Mikko: current, open-ended.
    {
      id: reservation(6),
      parking_spot_id: spot(16),
      contract_id: ids.mikkoContract,
      user_id: ids.mikkoUser,
      start_date: '2019-03-01',
      end_date: null,
      created_at: helsinkiTime('2019-02-15', '12:00'),
    },
  ])

  await insert(tx, 'audit_log', [
    {
      action: 'demo_data_seeded',
      entity_type: 'database',
      details: JSON.stringify({ today }),
    },
  ])
  await seedStaffConsoleDemo(tx, today)
}

/** `{ first_name, last_name }` columns of a demo person. */
function nameColumns(person: { firstName: string; lastName: string }): Row {
  return { first_name: person.firstName, last_name: person.lastName }
}

/** The scope columns of a scoped row (bulletin, document, contact). */
function scopeColumns(scope: { realPropertyId?: string; buildingId?: string }): Row {
  return { real_property_id: scope.realPropertyId ?? null, building_id: scope.buildingId ?? null }
}

/** Resident committee contacts of a real property: [first name, last name, role]. */
function committee(
  scope: { realPropertyId?: string; buildingId?: string },
  members: readonly [first: string, last: string, role: string][],
): Row[] {
  return members.map(([first, last, role]) => {
    const name = personName(first, last)
    return {
      ...scopeColumns(scope),
      contact_category: 'resident_committee',
      name: `${name.firstName} ${name.lastName}`,
      phone_number: null,
      email: `${ascii(first)}.${ascii(last)}@example.com`,
      service_role: 'Asukastoimikunta',
      office_name: null,
      url: null,
      resident_committee_role: role,
    }
  })
}

/** Lower-case ASCII for e-mail local parts and file names (ä -> a, ö -> o, å -> a). */
function ascii(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** A file-name slug: `Asukaskokouksen pöytäkirja, syksy` -> `asukaskokouksen-poytakirja-syksy`. */
function slug(name: string): string {
  const [base = '', extension] = name.split(/\.(?=[a-z0-9]+$)/)
  const slugged = ascii(base)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return extension === undefined ? slugged : `${slugged}.${extension}`
}
