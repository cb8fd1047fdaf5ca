import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../src/platform/db/db.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { openTestDatabase } from '../helpers/db.ts'

/** PostgreSQL SQLSTATE codes of the constraint kinds. */
const checkViolation = { code: '23514' }
const uniqueViolation = { code: '23505' }
const foreignKeyViolation = { code: '23503' }

describe('schema constraints (0001_init.sql)', () => {
  let db: Db

  beforeAll(async () => {
    db = await openTestDatabase({ seed: true, today: '2026-11-21' })
  })

  afterAll(async () => {
    await db.close()
  })

  /** Runs `sql` in a transaction that is always rolled back, returning the error (if any). */
  async function attempt(sql: string, params: readonly unknown[] = []): Promise<unknown> {
    const rollback = new Error('rollback')
    try {
      await db.transaction(async (tx) => {
        await tx.query(sql, params)
        throw rollback
      })
    } catch (error) {
      return error === rollback ? undefined : error
    }
    return undefined
  }

  it.each([
    [
      'contracts.contract_type',
      `update contracts set contract_type = 'lease' where id = $1`,
      demoIds.mikkoContract,
    ],
    [
      'contracts.status',
      `update contracts set status = 'ended' where id = $1`,
      demoIds.mikkoContract,
    ],
    [
      'tenants.tenant_role',
      `update tenants set tenant_role = 'owner' where id = $1`,
      demoIds.mikkoTenant,
    ],
    ['users.role', `update users set role = 'admin' where id = $1`, demoIds.mikkoUser],
    [
      'users.email lower-case',
      `update users set email = 'Mikko@Example.com' where id = $1`,
      demoIds.mikkoUser,
    ],
    [
      'notifications.category',
      `update notifications set category = 'contract_termination_request_lost' where id = $1`,
      demoIds.ainoArrearNotification,
    ],
    [
      'notifications.priority',
      `update notifications set priority = 'urgent' where id = $1`,
      demoIds.ainoArrearNotification,
    ],
    [
      'defect_notices.status',
      `update defect_notices set status = 'done' where id = $1`,
      demoIds.completedDefectNotice,
    ],
    [
      'defect_notices.defect_location',
      `update defect_notices set defect_location = 'GARDEN' where id = $1`,
      demoIds.completedDefectNotice,
    ],
    [
      'termination_requests.termination_reason',
      `update termination_requests set termination_reason = 'bored' where id = $1`,
      demoIds.pendingTerminationRequest,
    ],
    [
      'modification_requests.status',
      `update modification_requests set status = 'waiting' where id = $1`,
      demoIds.pendingModificationRequest,
    ],
    [
      'parking_spots.equipment',
      `update parking_spots set equipment = array['covered', 'helipad'] where id = $1`,
      demoIds.ainoHallParkingSpot,
    ],
  ])('rejects a value outside the spec list: %s', async (_name, sql, id) => {
    expect(await attempt(sql, [id])).toMatchObject(checkViolation)
  })

  it('accepts every value of the spec lists', async () => {
    const categories = [
      'normal',
      'arrear',
      'contract_lifecycle',
      'message',
      ...['termination', 'modification'].flatMap((kind) =>
        [
          'created',
          'approval_needed',
          'kenno_accepted',
          'kenno_rejected',
          'tenant_accepted',
          'tenant_rejected',
        ].map((step) => `contract_${kind}_request_${step}`),
      ),
    ]
    for (const category of categories) {
      expect(
        await attempt(
          `insert into notifications (user_id, contract_id, category, arrear_amount) values ($1, $2, $3, 1)`,
          [demoIds.mikkoUser, demoIds.mikkoContract, category],
        ),
        category,
      ).toBeUndefined()
    }
    const equipment = [
      'covered',
      'ev_charger',
      'garage',
      'heating_outlet',
      'motorbike_spot',
      'yard',
      'building',
      'disabled_spot',
    ]
    expect(
      await attempt('update parking_spots set equipment = $1 where id = $2', [
        equipment,
        demoIds.ainoHallParkingSpot,
      ]),
    ).toBeUndefined()
  })

  it('requires an arrear amount on arrear notifications', async () => {
    expect(
      await attempt(
        `insert into notifications (user_id, contract_id, category) values ($1, $2, 'arrear')`,
        [demoIds.mikkoUser, demoIds.mikkoContract],
      ),
    ).toMatchObject(checkViolation)
  })

  it('keeps e-mail addresses and identity codes unique', async () => {
    expect(
      await attempt(
        `insert into users (email, first_name, last_name) values ('aino.virtanen@example.com', 'A', 'V')`,
      ),
    ).toMatchObject(uniqueViolation)
    expect(
      await attempt(`update users set personal_identity_code = '020594X902N' where id = $1`, [
        demoIds.mikkoUser,
      ]),
    ).toMatchObject(uniqueViolation)
  })

  it('allows only one open termination request per contract', async () => {
    expect(
      await attempt(
        `insert into termination_requests (contract_id, status, termination_reason, end_date)
         values ($1, 'ready_for_review', 'other', '2027-01-31')`,
        [demoIds.ainoRentalContract],
      ),
    ).toMatchObject(uniqueViolation)
  })

  it('refuses references to missing rows', async () => {
    expect(
      await attempt(
        `insert into notifications (user_id, contract_id, category) values ($1, $2, 'normal')`,
        [demoIds.mikkoUser, '00000000-0000-4000-8000-000000000000'],
      ),
    ).toMatchObject(foreignKeyViolation)
  })

  it('stores only SHA-256 hex session ids', async () => {
    expect(
      await attempt(
        `insert into sessions (id, user_id, expires_at) values ('plain-token', $1, now())`,
        [demoIds.mikkoUser],
      ),
    ).toMatchObject(checkViolation)
    expect(
      await attempt(`insert into sessions (id, user_id, expires_at) values ($1, $2, now())`, [
        'a'.repeat(64),
        demoIds.mikkoUser,
      ]),
    ).toBeUndefined()
  })

  it('cascades a deleted contract to its rows and nulls references to a deleted user', async () => {
    const result = await db
      .transaction(async (tx) => {
        await tx.query('delete from contracts where id = $1', [demoIds.mikkoContract])
        const [left] = await tx.query<{ n: number }>(
          `select (select count(*) from notifications where contract_id = $1)
                + (select count(*) from tenants where contract_id = $1)
                + (select count(*) from defect_notices where contract_id = $1)
                + (select count(*) from parking_reservations where contract_id = $1) as n`,
          [demoIds.mikkoContract],
        )
        await tx.query('delete from users where id = $1', [demoIds.anttiUser])
        const [created] = await tx.query<{ created_by_user_id: string | null }>(
          'select created_by_user_id from termination_requests where id = $1',
          [demoIds.pendingTerminationRequest],
        )
        const [tenant] = await tx.query<{ user_id: string | null }>(
          'select user_id from tenants where id = $1',
          [demoIds.anttiRentalTenant],
        )
        throw Object.assign(new Error('rollback'), { left: left?.n, created, tenant })
      })
      .catch((error: unknown) => error)
    expect(result).toMatchObject({
      left: 0,
      created: { created_by_user_id: null },
      tenant: { user_id: null },
    })
  })

  it('keeps the audit log append-only', async () => {
    await db.query(`insert into audit_log (action, details) values ('test_entry', $1)`, [
      { ok: true },
    ])
    await expect(
      db.query(`update audit_log set action = 'changed' where action = 'test_entry'`),
    ).rejects.toThrow('append-only')
    await expect(db.query(`delete from audit_log where action = 'test_entry'`)).rejects.toThrow(
      'append-only',
    )
    expect(await db.query(`select details from audit_log where action = 'test_entry'`)).toEqual([
      { details: { ok: true } },
    ])
  })
})
