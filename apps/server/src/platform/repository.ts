/**
 * The statements of the platform's top-level modules (ADR 0033: SQL only in repository files):
 * the audit log's append (`audit.ts`). The areas in folders keep theirs beside them
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
