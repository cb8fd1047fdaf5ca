/** The audit log as administrators read it (`audit_log`, 0001_init.sql): the SQL of `../residents-audit.ts`. */
import type { Queryable } from '../../../platform/db/db.ts'

/** One audit entry with the e-mails of its actor and impersonator. */
export interface AuditLogRow {
  id: string
  occurred_at: Date
  action: string
  actor_email: string | null
  impersonator_email: string | null
  entity_type: string | null
  entity_id: string | null
  ip_address: string | null
  details: Record<string, unknown>
}

/** What an audit search filters by; null leaves a filter out. */
export interface AuditFilters {
  action: string | null
  /** A substring of the actor's or impersonator's e-mail. */
  actor: string | null
  /** Helsinki calendar days `yyyy-MM-dd`, inclusive. */
  from: string | null
  to: string | null
}

/** At most `limit` audit entries matching `filters`, newest first. */
export function selectAuditEntries(
  q: Queryable,
  filters: AuditFilters,
  limit: number,
): Promise<AuditLogRow[]> {
  return q.query<AuditLogRow>(
    `SELECT l.id, l.occurred_at, l.action, au.email AS actor_email, iu.email AS impersonator_email,
            l.entity_type, l.entity_id, l.ip_address, l.details
       FROM audit_log l
       LEFT JOIN users au ON au.id = l.actor_user_id
       LEFT JOIN users iu ON iu.id = l.impersonator_user_id
      WHERE ($1::text IS NULL OR l.action = $1)
        AND ($2::text IS NULL OR au.email ILIKE '%' || $2 || '%' OR iu.email ILIKE '%' || $2 || '%')
        AND ($3::date IS NULL OR l.occurred_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Helsinki')
        AND ($4::date IS NULL OR l.occurred_at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')
      ORDER BY l.occurred_at DESC, l.id
      LIMIT ${limit}`,
    [filters.action, filters.actor, filters.from, filters.to],
  )
}
