import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { verify } from '@node-rs/argon2'
import { isValidBIC, isValidIBAN } from 'ibantools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../src/platform/db/db.ts'
import {
  demoIds,
  demoLogins,
  demoPassword,
  finnishReferenceNumber,
  seedDemoData,
} from '../../src/seed/demo.ts'
import { openTestDatabase } from '../helpers/db.ts'

const today = '2026-11-21'

/**
 * Independent check of a Finnish personal identity code (DVV; century signs of the 2023 reform):
 * returns the birth date and individual number, or null when the check character is wrong.
 */
function parseHetu(code: string): { birthDate: string; individual: number } | null {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(code)
  if (match === null) return null
  const [, dd, mm, yy, sign, individual, check] = match as unknown as string[]
  const century = sign === '+' ? 1800 : /[-U-Y]/.test(sign ?? '') ? 1900 : 2000
  const checkChars = '0123456789ABCDEFHJKLMNPRSTUVWXY'
  if (checkChars[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return null
  return { birthDate: `${century + Number(yy)}-${mm}-${dd}`, individual: Number(individual) }
}

const banks = new Map(
  readFileSync(join(import.meta.dirname, '../../src/seed/data/banks_demo.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t') as [string, string, string])
    .map(([prefix, bic]) => [prefix, bic]),
)

describe('demo data', () => {
  let db: Db

  beforeAll(async () => {
    db = await openTestDatabase({ seed: true, today })
  })

  afterAll(async () => {
    await db.close()
  })

  const count = async (sql: string, params: readonly unknown[] = []): Promise<number> => {
    const [row] = await db.query<{ n: number }>(sql, params)
    return row?.n ?? -1
  }

  it('shows every case the spec names (spec 01 §3)', async () => {
    const cases = await db.query<Record<string, boolean>>(
      `select
         exists (select 1 from contracts where contract_type = 'rental' and status = 'active') as rental,
         exists (select 1 from contracts where contract_type = 'right_of_occupancy') as right_of_occupancy,
         exists (select 1 from notifications where category = 'arrear' and closed_at is null) as arrear,
         exists (select 1 from tenants where tenant_type = 'company') as company_tenant,
         exists (select 1 from contracts where is_estate_contract) as estate,
         exists (select 1 from contracts where has_guardian_of_interests) as guardian,
         exists (select 1 from contracts where status = 'signed' and start_date > $1::date) as not_started,
         exists (select 1 from termination_requests where status = 'pending_tenant_approval') as pending_termination,
         exists (select 1 from modification_requests where status = 'pending_tenant_approval') as pending_modification,
         (select count(distinct real_property_id) from parking_areas) >= 2 as parking_in_several`,
      [today],
    )
    expect(cases[0]).toEqual({
      rental: true,
      right_of_occupancy: true,
      arrear: true,
      company_tenant: true,
      estate: true,
      guardian: true,
      not_started: true,
      pending_termination: true,
      pending_modification: true,
      parking_in_several: true,
    })
    const paivi = await db.query<{ id: string }>(
      'select contract_id as id from tenants where user_id = $1 order by contract_id',
      [demoIds.paiviUser],
    )
    expect(paivi.map((row) => row.id)).toEqual(
      [
        demoIds.paiviUpcomingContract,
        demoIds.paiviEstateContract,
        demoIds.paiviGuardianContract,
        demoIds.paiviCompanyContract,
      ].sort(),
    )
  })

  it('is idempotent: seeding again changes nothing', async () => {
    const tables = [
      'users',
      'contracts',
      'notifications',
      'bulletins',
      'parking_reservations',
      'audit_log',
    ]
    const before = await Promise.all(tables.map((t) => count(`select count(*) as n from ${t}`)))
    await seedDemoData(db, today)
    await seedDemoData(db)
    const after = await Promise.all(tables.map((t) => count(`select count(*) as n from ${t}`)))
    expect(after).toEqual(before)
  })

  it('does not seed a database that already has users', async () => {
    const other = await openTestDatabase()
    try {
      await other.query(
        `insert into users (email, first_name, last_name) values ('someone@example.com', 'Matti', 'Laine')`,
      )
      await seedDemoData(other, today)
      expect(await other.query('select count(*) as n from contracts')).toEqual([{ n: 0 }])
    } finally {
      await other.close()
    }
  })

  it('has the demo logins, at least 3 residents and a staff user, all with the demo password (Argon2id)', async () => {
    const users = await db.query<{
      email: string
      role: string
      password_hash: string
      confirmed: boolean
    }>('select email, role, password_hash, confirmed from users order by email')
    expect(users.filter((u) => u.role === 'resident').length).toBeGreaterThanOrEqual(3)
    for (const login of demoLogins) {
      expect(users.find((u) => u.email === login.email)).toMatchObject({
        role: login.role,
        confirmed: true,
      })
    }
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([
        'aino.virtanen@example.com',
        'mikko.korhonen@example.com',
        'staff@example.com',
      ]),
    )
    const hash = users[0]?.password_hash ?? ''
    expect(hash.startsWith('$argon2id$')).toBe(true)
    expect(await verify(hash, demoPassword)).toBe(true)
    expect(await verify(hash, 'asukas-demo-1')).toBe(false)
  })

  it('gives Aino a Helsinki rental with a co-tenant contract party and an Espoo right-of-occupancy home', async () => {
    const contracts = await db.query<{
      id: string
      contract_type: string
      city: string
      building_id: string
    }>(
      `select c.id, c.contract_type, a.city, a.building_id
       from tenants t join contracts c on c.id = t.contract_id join apartments a on a.id = c.apartment_id
       where t.user_id = $1 order by c.start_date`,
      [demoIds.ainoUser],
    )
    expect(contracts).toEqual([
      {
        id: demoIds.ainoRentalContract,
        contract_type: 'rental',
        city: 'Helsinki',
        building_id: demoIds.helsinginkatuBuilding,
      },
      {
        id: demoIds.ainoRightOfOccupancyContract,
        contract_type: 'right_of_occupancy',
        city: 'Espoo',
        building_id: demoIds.saterinkatuBuilding,
      },
    ])
    const parties = await db.query<{ first_name: string }>(
      `select first_name from tenants where contract_id = $1 and is_contract_party order by first_name`,
      [demoIds.ainoRentalContract],
    )
    expect(parties.map((p) => p.first_name)).toEqual(['Aino', 'Antti'])
    const mikko = await db.query<{ building_id: string }>(
      `select a.building_id from tenants t join contracts c on c.id = t.contract_id
       join apartments a on a.id = c.apartment_id where t.user_id = $1`,
      [demoIds.mikkoUser],
    )
    expect(mikko).toHaveLength(1)
    expect(mikko[0]?.building_id).not.toBe(demoIds.helsinginkatuBuilding)
  })

  it("shows every front-page notification type on Aino's rental, with the arrear amount", async () => {
    const rows = await db.query<{ category: string; arrear_amount: number | null }>(
      `select category, arrear_amount from notifications
       where user_id = $1 and contract_id = $2 and closed_at is null`,
      [demoIds.ainoUser, demoIds.ainoRentalContract],
    )
    expect(rows.map((r) => r.category).sort()).toEqual(
      [
        'arrear',
        'contract_modification_request_approval_needed',
        'contract_termination_request_approval_needed',
        'contract_termination_request_kenno_rejected',
        'contract_termination_request_tenant_rejected',
        'message',
      ].sort(),
    )
    expect(rows.find((r) => r.category === 'arrear')?.arrear_amount).toBe(152.4)
    expect(
      await count(`select count(*) as n from notifications where contract_id <> $1`, [
        demoIds.ainoRentalContract,
      ]),
    ).toBeGreaterThan(0)
  })

  it('has defect notices in every status, each with events', async () => {
    const rows = await db.query<{ status: string; events: number }>(
      `select d.status, count(e.id) as events from defect_notices d
       left join defect_notice_events e on e.defect_notice_id = d.id
       where d.contract_id = $1 group by d.id, d.status`,
      [demoIds.ainoRentalContract],
    )
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['created', 'in_progress', 'completed']),
    )
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.every((r) => r.events > 0)).toBe(true)
  })

  it("has more than one page of bulletins (page size 10) for Aino's rental, some with images and attachments", async () => {
    const visible = await db.query<{
      id: string
      featured_image_url: string | null
      attachments: number
      body_html: string
    }>(
      `select b.id, b.featured_image_url, b.body_html,
              (select count(*) from bulletin_attachments a where a.bulletin_id = b.id) as attachments
       from bulletins b
       where (b.real_property_id is null and b.building_id is null)
          or b.real_property_id = $1 or b.building_id = $2
       order by b.published_at desc`,
      [demoIds.kallioRealProperty, demoIds.helsinginkatuBuilding],
    )
    expect(visible.length).toBeGreaterThanOrEqual(14)
    expect(visible[0]?.id).toBe(demoIds.elevatorBulletin)
    expect(visible.map((b) => b.id)).not.toContain(demoIds.sturenkatuBulletin)
    expect(
      visible.filter((b) => b.featured_image_url?.startsWith('/demo/') === true).length,
    ).toBeGreaterThan(1)
    expect(visible.filter((b) => b.attachments > 0).length).toBeGreaterThan(1)
    expect(visible.every((b) => b.body_html.startsWith('<p>'))).toBe(true)
  })

  it('has documents in every category, building info and contacts of every category and committee roles', async () => {
    const documentCategories = await db.query<{ category_id: string }>(
      `select distinct category_id from documents where real_property_id = $1 or building_id = $2 order by 1`,
      [demoIds.kallioRealProperty, demoIds.helsinginkatuBuilding],
    )
    expect(documentCategories.map((r) => r.category_id)).toEqual(['general', 'memos', 'safety'])
    expect(await count('select count(*) as n from building_info')).toBe(4)
    const contactCategories = await db.query<{ contact_category: string }>(
      'select distinct contact_category from contacts order by 1',
    )
    expect(contactCategories.map((r) => r.contact_category)).toEqual([
      'customer_service',
      'other',
      'property_maintenance',
      'property_management',
      'resident_committee',
      'sales_representative',
    ])
    expect(
      await count(
        `select count(distinct resident_committee_role) as n from contacts where resident_committee_role is not null`,
      ),
    ).toBe(9)
  })

  it('has payments with an arrear month, remittances and an invoice address', async () => {
    const months = await db.query<{ year_month: string; difference: number }>(
      'select year_month, difference from payments_by_month where contract_id = $1 order by year_month',
      [demoIds.ainoRentalContract],
    )
    expect(months.length).toBeGreaterThanOrEqual(6)
    expect(months.find((m) => m.difference < 0)).toEqual({
      year_month: '2026-10',
      difference: -152.4,
    })
    expect(
      await count('select count(*) as n from remittances where contract_id = $1', [
        demoIds.ainoRentalContract,
      ]),
    ).toBeGreaterThan(3)
    expect(await count('select count(*) as n from invoice_addresses')).toBeGreaterThan(0)
    expect(
      await count(
        'select count(*) as n from payment_targets t join payments_by_month m on m.id = t.payments_by_month_id where m.contract_id = $1',
        [demoIds.ainoRentalContract],
      ),
    ).toBeGreaterThan(0)
  })

  it('uses valid Finnish IBANs with the BIC of their bank', async () => {
    const accounts = await db.query<{ iban: string; bic: string }>(
      `select iban, bic from bank_accounts union all
       select iban, bic from termination_request_beneficiaries`,
    )
    expect(accounts.length).toBeGreaterThan(5)
    for (const { iban, bic } of accounts) {
      expect(isValidIBAN(iban), iban).toBe(true)
      expect(isValidBIC(bic), bic).toBe(true)
      expect(iban.startsWith('FI')).toBe(true)
      expect(banks.get(iban.slice(4, 7)), iban).toBe(bic)
    }
  })

  it('uses only valid personal identity codes of the 900-999 test range, matching birth dates', async () => {
    const codes = await db.query<{ code: string; birth_date: string | null }>(
      `select personal_identity_code as code, birth_date from tenants where personal_identity_code is not null
       union all select personal_identity_code, null from users where personal_identity_code is not null`,
    )
    expect(codes.length).toBeGreaterThan(4)
    for (const { code, birth_date } of codes) {
      const parsed = parseHetu(code)
      expect(parsed, code).not.toBeNull()
      expect(parsed?.individual, code).toBeGreaterThanOrEqual(900)
      if (birth_date !== null) expect(parsed?.birthDate, code).toBe(birth_date)
    }
  })

  it('has valid Finnish reference numbers on contracts', async () => {
    expect(finnishReferenceNumber('123')).toBe('1232')
    expect(finnishReferenceNumber('1234567')).toBe('12345672')
    const refs = await db.query<{ reference_number: string }>(
      'select reference_number from contracts',
    )
    for (const { reference_number } of refs) {
      expect(finnishReferenceNumber(reference_number.slice(0, -1))).toBe(reference_number)
    }
  })

  it('has parking areas with spots, prices and current, upcoming and previous reservations', async () => {
    expect(
      await count('select count(*) as n from parking_areas where real_property_id = $1', [
        demoIds.kallioRealProperty,
      ]),
    ).toBe(2)
    expect(
      await count(
        'select count(*) as n from parking_spots s where not exists (select 1 from parking_prices p where p.parking_spot_id = s.id)',
      ),
    ).toBe(0)
    const kinds = await db.query<{ kind: string }>(
      `select case when start_date > $2::date then 'future'
                   when end_date is not null and end_date < $2::date then 'previous'
                   else 'current' end as kind
       from parking_reservations where contract_id = $1 order by 1`,
      [demoIds.ainoRentalContract, today],
    )
    expect(kinds.map((k) => k.kind)).toEqual(['current', 'future', 'previous'])
    expect(
      await count('select count(*) as n from parking_spots where not is_in_use'),
    ).toBeGreaterThan(0)
  })

  it('has a message thread with entries from both sides', async () => {
    const types = await db.query<{ entry_type: string }>(
      'select distinct entry_type from message_entries where thread_id = $1 order by 1',
      [demoIds.ainoMessageThread],
    )
    expect(types.map((t) => t.entry_type)).toEqual(['IncomingEmailMessage', 'OutgoingEmailMessage'])
  })

  it('places dates relative to the given today', async () => {
    const [row] = await db.query<{ newest: Date }>(
      'select max(published_at) as newest from bulletins',
    )
    const newest = row?.newest ?? new Date(0)
    expect(newest.getTime()).toBeLessThan(new Date(`${today}T23:59:59+02:00`).getTime())
    expect(newest.getTime()).toBeGreaterThan(new Date(`2026-11-01T00:00:00+02:00`).getTime())
  })
})
