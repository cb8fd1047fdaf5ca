/**
 * Demo rows of the staff console (issue 14): staff accounts with roles, and the resident requests
 * the console's walk-throughs need beyond the main demo data — a couple whose termination request
 * is ready for the property manager's review, and an overdue question for customer service.
 *
 * Staff logins (password `Asukas-demo-1`; each enrols an authenticator app on the first login):
 *
 * | login                       | roles                                                  |
 * |-----------------------------|--------------------------------------------------------|
 * | staff@example.com           | every role (the demo's all-round staff member)         |
 * | huolto@example.com          | maintenance, Kallio real property only                 |
 * | asiakaspalvelu@example.com  | customer service                                       |
 * | isannointi@example.com      | property manager                                       |
 * | yllapito@example.com        | administrator                                          |
 */
import type { Queryable } from '../platform/db/db.ts'
import { addDays, helsinkiTime } from './dates.ts'
import { finnishReferenceNumber } from './builders/contract.ts'
import { demoIds } from './demo/ids.ts'

/** A demo uuid of the staff console's rows (kind 0x5c). */
function id(n: number): string {
  return `a5a50000-005c-4000-8000-${n.toString(16).padStart(12, '0')}`
}

/** Ids of the staff console's demo rows, for tests and e2e fixtures. */
export const staffConsoleDemoIds = {
  maintenanceUser: id(1),
  customerServiceUser: id(2),
  propertyManagerUser: id(3),
  administratorUser: id(4),
  helmiUser: id(5),
  oskariUser: id(6),
  saarelaApartment: id(7),
  saarelaContract: id(8),
  helmiTenant: id(9),
  oskariTenant: id(10),
  /** Termination request of the Saarela couple, approved by both, ready for review. */
  readyTerminationRequest: id(11),
  /** Mikko's question, sent 8 business days ago and unanswered (overdue). */
  overdueQuestion: id(12),
  /** Aino's message about the stairwell light, not answered yet. */
  unansweredThread: id(13),
  unansweredEntry: id(14),
} as const

/** Demo staff logins by role. */
export const staffConsoleDemoLogins = {
  all: 'staff@example.com',
  maintenance: 'huolto@example.com',
  customerService: 'asiakaspalvelu@example.com',
  propertyManager: 'isannointi@example.com',
  administrator: 'yllapito@example.com',
} as const

/**
 * Inserts the staff console's demo rows. Passwords are the demo staff member's hash (the demo
 * password), so no second Argon2 hash is computed.
 *
 * @param today the seed's Helsinki date (`yyyy-MM-dd`).
 */
export async function seedStaffConsoleDemo(tx: Queryable, today: string): Promise<void> {
  const ids = staffConsoleDemoIds
  const staffUsers: [string, string, string, string, string[], string[]][] = [
    [
      ids.maintenanceUser,
      staffConsoleDemoLogins.maintenance,
      'Pekka',
      'Huttunen',
      ['maintenance'],
      [demoIds.kallioRealProperty],
    ],
    [
      ids.customerServiceUser,
      staffConsoleDemoLogins.customerService,
      'Sanna',
      'Laaksonen',
      ['customer_service'],
      [],
    ],
    [
      ids.propertyManagerUser,
      staffConsoleDemoLogins.propertyManager,
      'Ville',
      'Isotalo',
      ['property_manager'],
      [],
    ],
    [
      ids.administratorUser,
      staffConsoleDemoLogins.administrator,
      'Riikka',
      'Ylitalo',
      ['administrator'],
      [],
    ],
  ]
  for (const [userId, email, first, last] of staffUsers) {
    await tx.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, confirmed)
       SELECT $1, $2, password_hash, $3, $4, 'staff', true FROM users WHERE id = $5`,
      [userId, email, first, last, demoIds.staffUser],
    )
  }
  await tx.query(
    `INSERT INTO staff_accounts (user_id, roles, real_property_ids)
     VALUES ($1, ARRAY['customer_service', 'maintenance', 'property_manager', 'administrator'], '{}')`,
    [demoIds.staffUser],
  )
  for (const [userId, , , , roles, properties] of staffUsers) {
    await tx.query(
      'INSERT INTO staff_accounts (user_id, roles, real_property_ids) VALUES ($1, $2::text[], $3::uuid[])',
      [userId, roles, properties],
    )
  }

  // The Saarela couple in Aino's building: both contract parties with portal accounts.
  for (const [userId, email, first] of [
    [ids.helmiUser, 'helmi.saarela@example.com', 'Helmi'],
    [ids.oskariUser, 'oskari.saarela@example.com', 'Oskari'],
  ] as const) {
    await tx.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, role,
         confirmed, locale)
       SELECT $1, $2, password_hash, $3, 'Saarela', '+358 40 555 0101', 'resident', true,
              $4 FROM users WHERE id = $5`,
      [userId, email, first, first === 'Oskari' ? 'sv' : 'fi', demoIds.staffUser],
    )
  }
  await tx.query(
    `INSERT INTO apartments (id, building_id, staircase_letter, apartment_number,
       street_address_line1, postal_code, city, room_count, floor_area)
     SELECT $1, b.id, 'C', '51', b.street_name || ' ' || b.street_number || ' C 51', b.postal_code,
            b.city, 2, 52.0
       FROM buildings b WHERE b.id = $2`,
    [ids.saarelaApartment, demoIds.helsinginkatuBuilding],
  )
  await tx.query(
    `INSERT INTO contracts (id, apartment_id, contract_type, status, start_date, reference_number)
     VALUES ($1, $2, 'rental', 'active', '2020-03-01', $3)`,
    [ids.saarelaContract, ids.saarelaApartment, finnishReferenceNumber('2020030151')],
  )
  for (const [tenantId, userId, first] of [
    [ids.helmiTenant, ids.helmiUser, 'Helmi'],
    [ids.oskariTenant, ids.oskariUser, 'Oskari'],
  ] as const) {
    await tx.query(
      `INSERT INTO tenants (id, contract_id, first_name, last_name, tenant_role, is_contract_party,
         is_payer, email, birth_date, start_date, user_id)
       VALUES ($1, $2, $3, 'Saarela', 'tenant', true, true, $4, '1985-06-01', '2020-03-01', $5)`,
      [tenantId, ids.saarelaContract, first, `${first.toLowerCase()}.saarela@example.com`, userId],
    )
  }
  const endDate = addDays(today, 45)
  await tx.query(
    `INSERT INTO termination_requests (id, contract_id, created_by_user_id, status,
       termination_reason, moving_out_date, end_date, additional_details, created_at, updated_at)
     VALUES ($1, $2, $3, 'ready_for_review', 'family_size_change', $4, $4,
             'Perheemme kasvaa, muutamme isompaan asuntoon.', $5, $5)`,
    [
      ids.readyTerminationRequest,
      ids.saarelaContract,
      ids.helmiUser,
      endDate,
      helsinkiTime(addDays(today, -2), '18:30'),
    ],
  )
  await tx.query(
    `INSERT INTO tenant_approvals (termination_request_id, tenant_id, decision, decided_by_user_id,
       decided_at)
     VALUES ($1, $2, 'accepted', $3, $4), ($1, $5, 'accepted', $6, $7)`,
    [
      ids.readyTerminationRequest,
      ids.helmiTenant,
      ids.helmiUser,
      helsinkiTime(addDays(today, -2), '18:30'),
      ids.oskariTenant,
      ids.oskariUser,
      helsinkiTime(addDays(today, -1), '08:10'),
    ],
  )

  // An unanswered message of Aino's, sent yesterday evening.
  const sentAt = helsinkiTime(addDays(today, -1), '19:40')
  await tx.query(
    `INSERT INTO message_threads (id, contract_id, created_by_user_id, subject, created_at, last_entry_at)
     VALUES ($1, $2, $3, 'Rappukäytävän valo', $4, $4)`,
    [ids.unansweredThread, demoIds.ainoRentalContract, demoIds.ainoUser, sentAt],
  )
  await tx.query(
    `INSERT INTO message_entries (id, thread_id, entry_type, message_id, sender_user_id, title,
       html_content, created_at)
     VALUES ($1, $2, 'IncomingEmailMessage', $3, $4, 'Rappukäytävän valo',
             '<p>B-rapun kolmannen kerroksen valo vilkkuu. Voisiko sen vaihtaa?</p>', $5)`,
    [
      ids.unansweredEntry,
      ids.unansweredThread,
      `<${ids.unansweredEntry}@asukas.example.com>`,
      demoIds.ainoUser,
      sentAt,
    ],
  )

  // An unanswered question of Mikko's, 12 calendar days old: past its 3-business-day level.
  await tx.query(
    `INSERT INTO feedback_question_notices (id, contract_id, created_by_user_id, notice_type,
       defect_class_id, title, description, status, reporter_phone_number, reporter_email,
       created_at, updated_at)
     SELECT $1, $2, $3, 'question', 21, 'Saunavuorojen hinnat',
            'Paljonko yhteisen saunan vakiovuoro maksaa ensi vuonna?', 'created', u.phone_number,
            u.email, $4, $4
       FROM users u WHERE u.id = $3`,
    [
      ids.overdueQuestion,
      demoIds.mikkoContract,
      demoIds.mikkoUser,
      helsinkiTime(addDays(today, -12), '10:00'),
    ],
  )
}
