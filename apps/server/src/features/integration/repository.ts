/**
 * The SQL of the integration's machine clients (`clients.ts`) and token endpoint (`token.ts`):
 * clients, their secrets (Argon2 hashes only) and the refund of a counted token failure. The
 * entities' SQL is in `entities/repository.ts`, the webhooks' in `webhooks/repository.ts`, the
 * ERP decisions' in `decisions/repository.ts` and the feed's in `events/repository.ts`.
 */
import type { IntegrationScope } from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** A row of `integration_clients` (the columns a caller needs). */
export interface ClientRow {
  id: string
  client_id: string
  name: string
  scopes: IntegrationScope[]
  allowed_ip_ranges: string[]
  disabled_at: Date | null
}

/** A client as the staff list shows it, with its working secrets (ids and dates). */
export interface ClientListRow extends ClientRow {
  created_at: Date
  created_by: string | null
  secrets: { id: string; createdAt: string; expiresAt: string | null }[] | null
}

/** Inserts a client and its first secret (never expiring); returns our uuid of the client. */
export async function insertClient(
  q: Queryable,
  client: {
    clientId: string
    name: string
    scopes: readonly string[]
    allowedIpRanges: readonly string[]
    createdBy: string
    secretHash: string
  },
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO integration_clients (client_id, name, scopes, allowed_ip_ranges, created_by_user_id)
     VALUES ($1, $2, $3::text[], $4::text[], $5) RETURNING id`,
    [client.clientId, client.name, client.scopes, client.allowedIpRanges, client.createdBy],
  )
  const id = rows[0]?.id as string
  await q.query('INSERT INTO integration_client_secrets (client_id, secret_hash) VALUES ($1, $2)', [
    id,
    client.secretHash,
  ])
  return id
}

/**
 * Every client (or the one with public id `clientId`), newest first, with the secrets that
 * still work at `now`.
 */
export async function listClientRows(
  q: Queryable,
  now: Date,
  clientId: string | null,
): Promise<ClientListRow[]> {
  return q.query<ClientListRow>(
    `SELECT c.id, c.client_id, c.name, c.scopes, c.allowed_ip_ranges, c.disabled_at, c.created_at,
            CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS created_by,
            (SELECT json_agg(json_build_object('id', s.id, 'createdAt', s.created_at,
                     'expiresAt', s.expires_at) ORDER BY s.created_at DESC)
               FROM integration_client_secrets s
              WHERE s.client_id = c.id AND (s.expires_at IS NULL OR s.expires_at > $1)) AS secrets
       FROM integration_clients c LEFT JOIN users u ON u.id = c.created_by_user_id
      WHERE $2::text IS NULL OR c.client_id = $2
      ORDER BY c.created_at DESC, c.client_id`,
    [now, clientId],
  )
}

/** Our uuid of the client with public id `clientId`, locked; null when unknown. */
export async function lockClient(q: Queryable, clientId: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM integration_clients WHERE client_id = $1 FOR UPDATE',
    [clientId],
  )
  return rows[0]?.id ?? null
}

/**
 * Adds a secret created at `now` and makes the client's other working secrets expire at
 * `until` at the latest.
 */
export async function rotateSecretRows(
  q: Queryable,
  id: string,
  secretHash: string,
  now: Date,
  until: Date,
): Promise<void> {
  await q.query(
    `UPDATE integration_client_secrets SET expires_at = $2
      WHERE client_id = $1 AND (expires_at IS NULL OR expires_at > $2)`,
    [id, until],
  )
  await q.query(
    'INSERT INTO integration_client_secrets (client_id, secret_hash, created_at) VALUES ($1, $2, $3)',
    [id, secretHash, now],
  )
}

/** Marks the client disabled at `now` (kept when already disabled); false when unknown. */
export async function disableClientRow(
  q: Queryable,
  clientId: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE integration_clients SET disabled_at = coalesce(disabled_at, $2)
      WHERE client_id = $1 RETURNING id`,
    [clientId, now],
  )
  return rows.length > 0
}

/** The client of our uuid `id`, or null. */
export async function clientRowByUuid(q: Queryable, id: string): Promise<ClientRow | null> {
  const rows = await q.query<ClientRow>(
    `SELECT id, client_id, name, scopes, allowed_ip_ranges, disabled_at
       FROM integration_clients WHERE id = $1`,
    [id],
    { name: 'integration.clientByUuid' },
  )
  return rows[0] ?? null
}

/**
 * The client with public id `clientId` once per secret valid at `now` (newest first, with its
 * hash), or once with a null hash when it has none; no rows when unknown.
 */
export async function clientSecretRows(
  q: Queryable,
  clientId: string,
  now: Date,
): Promise<(ClientRow & { secret_hash: string | null })[]> {
  return q.query<ClientRow & { secret_hash: string | null }>(
    `SELECT c.id, c.client_id, c.name, c.scopes, c.allowed_ip_ranges, c.disabled_at, s.secret_hash
       FROM integration_clients c
       LEFT JOIN integration_client_secrets s
         ON s.client_id = c.id AND (s.expires_at IS NULL OR s.expires_at > $2)
      WHERE c.client_id = $1
      ORDER BY s.created_at DESC`,
    [clientId, now],
  )
}

/** Gives back one event counted in the rate-limit window `windowStart` of `key`. */
export async function refundRateLimit(q: Queryable, key: string, windowStart: Date): Promise<void> {
  await q.query(
    `UPDATE rate_limit_counters SET count = count - 1
      WHERE key = $1 AND window_start = $2 AND count > 0`,
    [key, windowStart],
  )
}
