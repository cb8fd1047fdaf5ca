/**
 * The landlord-scale seed of `npm run bench -- --scale` (issue 9 item 6): residents, contracts,
 * tenants, notifications, fault reports with their events, message threads and entries, bulletins
 * and contacts, made with the typed entity builders of `apps/server/src/seed/builders` and sent
 * with their bulk variant (`insertRowsBulk`).
 *
 * Every count is proportional to the number of residents N, so each resident has the same data in
 * a 1,000-resident and a 100,000-resident seed (only the tables grow):
 *
 * | rows                         | per N  | at N = 100,000 |
 * |------------------------------|--------|----------------|
 * | residents (users)            | 1      | 100,000        |
 * | contracts (and apartments)   | 0.6    | 60,000         |
 * | notifications                | 10     | 1,000,000      |
 * | fault reports (+1 event each)| 10     | 1,000,000      |
 * | message entries              | 10     | 1,000,000      |
 * | message threads              | 1.2    | 120,000        |
 * | buildings / real properties  | 1/50, 1/100 | 2,000 / 1,000 |
 *
 * Resident r is the first tenant of contract r when r < contracts, else the second tenant of
 * contract r - contracts (so 40 % of contracts have two resident users). Ids are fixed
 * (`bulkUuid`), so the same resident has the same rows in both seeds.
 */
import { hash } from '@node-rs/argon2'
import type { Queryable } from '../apps/server/src/platform/db/db.ts'
import {
  apartment,
  building,
  buildingInfo,
  bulkUuid,
  bulletin,
  contact,
  contract,
  defectNotice,
  defectNoticeEvent,
  idKinds,
  insertRowsBulk,
  messageEntry,
  messageThread,
  notification,
  personTenant,
  realProperty,
  user,
  type TableName,
  type TableRows,
} from '../apps/server/src/seed/builders/index.ts'
import { demoPassword } from '../apps/server/src/seed/demo.ts'

/** How many rows of each kind a seed of `residents` residents holds. */
export interface ScaleCounts {
  residents: number
  contracts: number
  buildings: number
  realProperties: number
  notifications: number
  defectNotices: number
  messageThreads: number
  messageEntries: number
}

/** The counts of a seed of `residents` residents (see the table above). */
export function scaleCounts(residents: number): ScaleCounts {
  const contracts = Math.max(1, Math.round(residents * 0.6))
  return {
    residents,
    contracts,
    buildings: Math.max(1, Math.round(residents / 50)),
    realProperties: Math.max(1, Math.round(residents / 100)),
    notifications: residents * 10,
    defectNotices: residents * 10,
    messageThreads: contracts * 2,
    messageEntries: residents * 10,
  }
}

/** The login e-mail of bench resident `r`. */
export function scaleEmail(r: number): string {
  return `bench-${r}@scale.example.com`
}

/** The contract of resident `r` (first tenant of contract r, or second of r - contracts). */
export function contractOf(counts: ScaleCounts, r: number): number {
  return r < counts.contracts ? r : r - counts.contracts
}

const firstNames = ['Aino', 'Eino', 'Helmi', 'Väinö', 'Kerttu', 'Onni', 'Lyyti', 'Toivo']
const lastNames = ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen']
/** "Now" of the seed: row times go back from here. */
const now = Date.now()
const minutesAgo = (m: number): string => new Date(now - m * 60_000).toISOString()
const id = (kind: keyof typeof idKinds, n: number): string => bulkUuid(idKinds[kind], n)

function* range<T>(count: number, row: (i: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield row(i)
}

/** Timing of one table's bulk insert. */
export interface SeedStep {
  table: TableName
  rows: number
  ms: number
}

/**
 * Inserts the scale seed into a migrated database (no transaction: each batch commits, so a
 * million-row table never sits in one huge transaction), then runs ANALYZE. The big tables go in
 * two streams side by side, one per loader connection (notifications and messages on one, fault
 * reports, bulletins and contacts on the other), after the properties, contracts and people.
 *
 * @param onStep called after each table with its row count and time.
 * @returns the steps, in insert order.
 */
export async function seedScale(
  loaders: readonly [Queryable, Queryable],
  counts: ScaleCounts,
  onStep: (step: SeedStep) => void = () => undefined,
): Promise<SeedStep[]> {
  const steps: SeedStep[] = []
  const passwordHash = await hash(demoPassword)
  const insert = async <T extends TableName>(
    table: T,
    rows: Iterable<TableRows[T]>,
    db: Queryable = loaders[0],
  ) => {
    const started = performance.now()
    const count = await insertRowsBulk(db, table, rows)
    const step = { table, rows: count, ms: performance.now() - started }
    steps.push(step)
    onStep(step)
  }
  const { contracts, buildings, realProperties } = counts
  const buildingOf = (apartmentIndex: number) => apartmentIndex % buildings
  const propertyOf = (buildingIndex: number) => buildingIndex % realProperties
  const street = (b: number) => ({ street_name: 'Skaalakatu', street_number: String(b + 1) })

  await insert(
    'real_properties',
    range(realProperties, (p) =>
      realProperty({
        id: id('realProperty', p),
        name: `Skaalatalo ${p + 1}`,
        property_company_name: `Kiinteistö Oy Skaalatalo ${p + 1}`,
      }),
    ),
  )
  await insert(
    'buildings',
    range(buildings, (b) =>
      building({
        id: id('building', b),
        real_property_id: id('realProperty', propertyOf(b)),
        ...street(b),
      }),
    ),
  )
  await insert(
    'building_info',
    range(buildings, (b) => buildingInfo({ building_id: id('building', b) })),
  )
  await insert(
    'apartments',
    range(contracts, (a) =>
      apartment(
        {
          id: id('apartment', a),
          building_id: id('building', buildingOf(a)),
          apartment_number: String(1 + Math.floor(a / buildings)),
        },
        street(buildingOf(a)),
      ),
    ),
  )
  await insert(
    'contracts',
    range(contracts, (c) =>
      contract({
        id: id('contract', c),
        apartment_id: id('apartment', c),
        contract_type: c % 5 === 0 ? 'right_of_occupancy' : 'rental',
        start_date: `20${10 + (c % 15)}-0${1 + (c % 9)}-01`,
      }),
    ),
  )
  await insert(
    'users',
    range(counts.residents, (r) =>
      user({
        id: id('user', r),
        email: scaleEmail(r),
        first_name: firstNames[r % firstNames.length] ?? 'Aino',
        last_name: lastNames[r % lastNames.length] ?? 'Korhonen',
        password_hash: passwordHash,
      }),
    ),
  )
  await insert(
    'tenants',
    range(counts.residents, (r) =>
      personTenant({
        id: id('tenant', r),
        contract_id: id('contract', contractOf(counts, r)),
        start_date: '2010-01-01',
        first_name: firstNames[r % firstNames.length] ?? 'Aino',
        last_name: lastNames[r % lastNames.length] ?? 'Korhonen',
        email: scaleEmail(r),
        is_payer: r < contracts,
        user_id: id('user', r),
        birth_date: '1980-01-01',
      }),
    ),
  )
  // Two streams side by side, one per loader connection.
  const notificationsAndMessages = async (db: Queryable) => {
    // Ten notifications per resident (j = 0..9), a third of them closed.
    await insert(
      'notifications',
      range(counts.notifications, (k) => {
        const r = k % counts.residents
        const j = Math.floor(k / counts.residents)
        return notification({
          id: id('notification', k),
          user_id: id('user', r),
          contract_id: id('contract', contractOf(counts, r)),
          created_at: minutesAgo(j * 1440 + (r % 1000)),
          closed_at: j % 3 === 0 ? minutesAgo(j * 1440) : null,
        })
      }),
      db,
    )
    await insert(
      'message_threads',
      range(counts.messageThreads, (t) =>
        messageThread({
          id: id('messageThread', t),
          contract_id: id('contract', t % contracts),
          subject: `Kysymys ${t + 1}`,
          created_at: minutesAgo(t % 100_000),
          last_entry_at: minutesAgo(t % 100_000),
        }),
      ),
      db,
    )
    await insert(
      'message_entries',
      range(counts.messageEntries, (k) =>
        messageEntry({
          id: id('messageEntry', k),
          thread_id: id('messageThread', k % counts.messageThreads),
          title: `Viesti ${k + 1}`,
          created_at: minutesAgo(k % 100_000),
        }),
      ),
      db,
    )
  }
  const faultsAndContent = async (db: Queryable) => {
    // Fault reports round-robin over the contracts (about 17 each), each with its `created` event.
    const noticeRow = (k: number) => ({
      c: k % contracts,
      j: Math.floor(k / contracts),
    })
    await insert(
      'defect_notices',
      range(counts.defectNotices, (k) => {
        const { c, j } = noticeRow(k)
        return defectNotice({
          id: id('defectNotice', k),
          contract_id: id('contract', c),
          created_by_user_id: id('user', c),
          title: `Vikailmoitus ${j + 1}`,
          status: j % 3 === 0 ? 'completed' : j % 3 === 1 ? 'in_progress' : 'created',
          created_at: minutesAgo(j * 4320 + (c % 1000)),
        })
      }),
      db,
    )
    await insert(
      'defect_notice_events',
      range(counts.defectNotices, (k) => {
        const { c, j } = noticeRow(k)
        return defectNoticeEvent({
          id: id('defectNoticeEvent', k),
          defect_notice_id: id('defectNotice', k),
          created_at: minutesAgo(j * 4320 + (c % 1000)),
        })
      }),
      db,
    )
    // Bulletins: 3 per building, 2 per real property; contacts: 2 per building, 1 per property.
    await insert(
      'bulletins',
      (function* () {
        for (let b = 0; b < buildings; b++) {
          for (let j = 0; j < 3; j++) {
            yield bulletin({
              id: id('bulletin', b * 3 + j),
              building_id: id('building', b),
              title: `Tiedote talolle ${b + 1}`,
              published_at: minutesAgo(j * 10_000 + (b % 100)),
            })
          }
        }
        for (let p = 0; p < realProperties; p++) {
          for (let j = 0; j < 2; j++) {
            yield bulletin({
              id: id('bulletin', buildings * 3 + p * 2 + j),
              real_property_id: id('realProperty', p),
              title: `Tiedote kiinteistölle ${p + 1}`,
              published_at: minutesAgo(j * 12_000 + (p % 100)),
            })
          }
        }
      })(),
      db,
    )
    await insert(
      'contacts',
      (function* () {
        for (let b = 0; b < buildings; b++) {
          yield contact({
            id: id('contact', b * 2),
            building_id: id('building', b),
            name: 'Huolto',
          })
          yield contact({
            id: id('contact', b * 2 + 1),
            building_id: id('building', b),
            name: 'Isännöinti',
            contact_category: 'property_management',
          })
        }
        for (let p = 0; p < realProperties; p++) {
          yield contact({
            id: id('contact', buildings * 2 + p),
            real_property_id: id('realProperty', p),
            name: 'Asukastoimikunta',
            contact_category: 'resident_committee',
          })
        }
      })(),
      db,
    )
  }
  await Promise.all([notificationsAndMessages(loaders[0]), faultsAndContent(loaders[1])])
  await loaders[0].query('ANALYZE')
  return steps
}
