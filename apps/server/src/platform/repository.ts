/**
 * The statements of the platform's top-level modules (ADR 0033: SQL only in repository files):
 * the audit log's append (`audit.ts`), the membership check (`contracts-access.ts`), the shared
 * rate-limit counters (`rate-limit.ts`) and the integration events' outbox
 * (`integration-events.ts`). The areas in folders keep theirs beside them
 * (`auth/repository/`, `files/repository.ts`, `mail/repository.ts`, `identity/repository.ts`).
 */
import type { Queryable } from './db/db.ts'

/** One `audit_log` row as stored; `details` is JSON text. */
export interface AuditRow {
  at: Date | null
  actorUserId: string | null
  impersonatorUserId: string | null
  action: string
  entityType: string | null
  entityId: string | null
  contractId: string | null
  ipAddress: string | null
  detailsJson: string
}

/** Appends one `audit_log` row (its time defaults to the database's `now()`). */
export async function insertAuditRow(q: Queryable, row: AuditRow): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (occurred_at, actor_user_id, impersonator_user_id, action, entity_type,
       entity_id, contract_id, ip_address, details)
     VALUES (coalesce($1::timestamptz, now()), $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      row.at,
      row.actorUserId,
      row.impersonatorUserId,
      row.action,
      row.entityType,
      row.entityId,
      row.contractId,
      row.ipAddress,
      row.detailsJson,
    ],
  )
}

/** The contract, apartment, building and property of a resident's tenancy on one contract. */
export interface ContractAccessRow {
  contract_id: string
  tenant_id: string
  apartment_id: string
  building_id: string
  real_property_id: string
}

/**
 * The tenancy of `residentUserId` on the contract `contractUuid` (lower-case uuid) with its
 * apartment, building and property, or null (one indexed query on `tenants (contract_id, user_id)`).
 */
export async function contractAccessRow(
  q: Queryable,
  contractUuid: string,
  residentUserId: string,
): Promise<ContractAccessRow | null> {
  const rows = await q.query<ContractAccessRow>(
    `SELECT c.id AS contract_id, t.id AS tenant_id, a.id AS apartment_id, b.id AS building_id,
            b.real_property_id
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
       JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings b ON b.id = a.building_id
      WHERE t.contract_id = $1 AND t.user_id = $2`,
    [contractUuid, residentUserId],
    { name: 'contracts.access' },
  )
  return rows[0] ?? null
}

/** The count of the rate-limit window of `key` that started at `windowStart` (0 when none). */
export async function rateLimitCount(
  q: Queryable,
  key: string,
  windowStart: Date,
): Promise<number> {
  const rows = await q.query<{ count: number }>(
    'SELECT count FROM rate_limit_counters WHERE key = $1 AND window_start = $2',
    [key, windowStart],
  )
  return rows[0]?.count ?? 0
}

/**
 * Counts one event in the window of `key` that started at `windowStart` when its count stays
 * below `allowance` (one conditional upsert, safe between instances).
 *
 * @returns true when the event was counted.
 */
export async function incrementRateLimit(
  q: Queryable,
  key: string,
  windowStart: Date,
  allowance: number,
): Promise<boolean> {
  const counted = await q.query<{ count: number }>(
    `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
       WHERE rate_limit_counters.count < $3
     RETURNING count`,
    [key, windowStart, allowance],
  )
  return counted.length > 0
}

/**
 * Deletes the rate-limit counters whose window started before `before`.
 *
 * @returns how many rows were deleted.
 */
export async function deleteRateLimitCountersBefore(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query<{ key: string }>(
    'DELETE FROM rate_limit_counters WHERE window_start < $1 RETURNING key',
    [before],
  )
  return rows.length
}

/** One `integration_events` row to write; `dataJson` is the wire `data` as JSON text. */
export interface IntegrationEventRow {
  type: string
  entityType: string
  entityId: string
  occurredAt: Date
  dataJson: string
}

/**
 * Writes one integration event, adds the contract's external id to its data when it names a
 * `contractId`, writes one delivery per live webhook subscribed to its type, and notifies
 * `channel` when there is any delivery (after the transaction commits).
 *
 * @returns the event's id (uuid).
 */
export async function insertIntegrationEvent(
  tx: Queryable,
  event: IntegrationEventRow,
  channel: string,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `WITH e AS (
       INSERT INTO integration_events (type, entity_type, entity_id, occurred_at, data)
       VALUES ($1, $2, $3, $4, $5::jsonb || CASE
         WHEN $5::jsonb ? 'contractId' THEN jsonb_build_object('contractExternalId',
           (SELECT x.external_id FROM integration_entities x
             WHERE x.entity_table = 'contracts' AND x.entity_id::text = $5::jsonb ->> 'contractId'))
         ELSE '{}'::jsonb END)
       RETURNING id, seq, type, entity_type, entity_id),
     d AS (
       INSERT INTO integration_webhook_deliveries
         (webhook_id, event_id, event_seq, entity_key, next_attempt_at, window_started_at)
       SELECT w.id, e.id, e.seq, e.entity_type || ':' || e.entity_id, $4, $4
         FROM e JOIN integration_webhooks w
           ON w.deleted_at IS NULL AND e.type = ANY (w.event_types)
       RETURNING 1),
     n AS (SELECT pg_notify($6, '') WHERE EXISTS (SELECT 1 FROM d))
     SELECT e.id FROM e LEFT JOIN n ON true`,
    [event.type, event.entityType, event.entityId, event.occurredAt, event.dataJson, channel],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('integration_events insert returned no id')
  return id
}
