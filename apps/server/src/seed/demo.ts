/**
 * Demo data for `npm start` and the tests: a small, realistic Finnish housing provider with
 * residents, contracts, notices, bulletins, payments, parking and messages (spec 01 §3 entities).
 *
 * Built from the typed entity builders of `builders/`, one module per area in `demo/`. Real-world
 * values come from `data/` (see its README): names from DVV statistics, street names from HSL,
 * postal codes from Posti, IBANs and BICs from Finance Finland's bank list, and only personal
 * identity codes of the 900-999 temporary range. Dates are relative to "today", so the demo never
 * looks stale. All ids are fixed (`demoIds`), so tests and e2e can address rows.
 *
 * The demo housing company shows every case the spec names: rental and right-of-occupancy
 * contracts, an arrear, a company tenant, an estate, a guardian of interests, a contract not yet
 * started, pending termination and modification requests, several buildings with parking.
 */
import { hash } from '@node-rs/argon2'
import type { Db, Queryable } from '../platform/db/db.ts'
import { insertRows } from './builders/insert.ts'
import { helsinkiToday } from './dates.ts'
import { seedContractFlowsDemo } from './demo-contract-flows.ts'
import { seedPropertyDemo } from './demo-property.ts'
import { seedStaffConsoleDemo } from './demo-staff-console.ts'
import { seedDemoBulletins } from './demo/bulletins.ts'
import { seedDemoContacts } from './demo/contacts.ts'
import { demoContext } from './demo/context.ts'
import { seedDemoContracts } from './demo/contracts.ts'
import { seedDemoDefectNotices } from './demo/defects.ts'
import { seedDemoDocuments } from './demo/documents.ts'
import { demoPassword } from './demo/ids.ts'
import { seedDemoMessages } from './demo/messages.ts'
import { seedDemoNotifications } from './demo/notifications.ts'
import { seedDemoParking } from './demo/parking.ts'
import { seedDemoPayments } from './demo/payments.ts'
import { seedDemoProperties } from './demo/properties.ts'
import { seedDemoRequests } from './demo/requests.ts'
import { seedDemoSpecialCases } from './demo/special-cases.ts'
import { seedDemoUsers } from './demo/users.ts'

export { finnishReferenceNumber } from './builders/contract.ts'
export { demoAssetUrls, demoIds, demoLogins, demoPassword, type DemoLogin } from './demo/ids.ts'

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
  const ctx = demoContext(tx, today, passwordHash)
  await seedDemoProperties(ctx)
  await seedDemoUsers(ctx)
  await seedDemoContracts(ctx)
  await seedDemoRequests(ctx)
  await seedDemoNotifications(ctx)
  await seedDemoDefectNotices(ctx)
  await seedDemoBulletins(ctx)
  await seedDemoDocuments(ctx)
  await seedDemoContacts(ctx)
  await seedDemoPayments(ctx)
  await seedDemoMessages(ctx)
  await seedDemoParking(ctx)
  await seedDemoSpecialCases(ctx)

  // --- Other features' demo rows ------------------------------------------------------------------
  // One line per feature branch: `await seedXDemo(tx, today)` from `./demo-<feature>.ts`
  // (reusing `demoIds`). Keep this block last so that those rows can refer to everything above.
  await seedContractFlowsDemo(tx, today)
  await seedPropertyDemo(tx, today)
  await seedStaffConsoleDemo(tx, today)

  // --- End of other features' demo rows -----------------------------------------------------------

  await insertRows(tx, 'audit_log', [
    { action: 'demo_data_seeded', entity_type: 'database', details: JSON.stringify({ today }) },
  ])
}
