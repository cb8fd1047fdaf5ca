/**
 * Test-only fixtures (issue 10, after eVaka's dev API): make a resident with contracts for one
 * browser or API test, and remove everything such calls made. Only reachable when the server
 * runs with `ASUKAS_MODE=test` (see `routes.ts`). Every resident gets random ids and a unique
 * e-mail `fixture-<id>@example.com`, so tests running in parallel never share rows.
 */
import type { Db } from '../../platform/db/db.ts'
import { createResident, newId, type ResidentSpec } from '../../seed/builders/index.ts'
import { demoPassword } from '../../seed/demo.ts'

/** The e-mail pattern of fixture residents (SQL LIKE). */
const fixtureEmails = 'fixture-%@example.com'
/** The name pattern of fixture real properties (SQL LIKE); see `createResident`. */
const fixtureProperties = 'Fixture %'

/** A created fixture resident: ids, login e-mail and password. */
export interface FixtureResident {
  userId: string
  email: string
  password: string
  contracts: { contractId: string; tenantId: string; buildingId: string; realPropertyId: string }[]
}

/**
 * Creates a resident (with a password login) and their contracts in one transaction. Without
 * `password` the demo password is used.
 */
export async function createFixtureResident(
  db: Db,
  spec: Omit<ResidentSpec, 'email'> & { password?: string },
): Promise<FixtureResident> {
  const password = spec.password ?? demoPassword
  const email = `fixture-${newId()}@example.com`
  const created = await db.transaction((tx) =>
    createResident(tx, { ...spec, email, password, propertyPrefix: 'Fixture' }),
  )
  return { ...created, password }
}

/**
 * Deletes every fixture resident with their sessions, contracts and properties (the demo data
 * stays). Meant for the start of a suite, not between parallel tests.
 */
export async function resetFixtures(db: Db): Promise<{ residents: number }> {
  return db.transaction(async (tx) => {
    await tx.query(
      `delete from contracts where apartment_id in (
         select a.id from apartments a join buildings b on b.id = a.building_id
           join real_properties p on p.id = b.real_property_id where p.name like $1)`,
      [fixtureProperties],
    )
    await tx.query('delete from real_properties where name like $1', [fixtureProperties])
    const removed = await tx.query<{ id: string }>(
      'delete from users where email like $1 returning id',
      [fixtureEmails],
    )
    return { residents: removed.length }
  })
}
