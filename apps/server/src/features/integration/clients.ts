/**
 * Integration clients (issue 22 item 1): created, listed, rotated and disabled by administrators
 * in the staff console, authenticated at the token endpoint by their public `client_id` and a
 * secret. Secrets are 32 random bytes (base64url, prefixed `ias_`), shown once and stored only
 * as Argon2id hashes (`@node-rs/argon2`, as passwords are); a client may hold several secrets so
 * a rotation can overlap: rotating gives the older secrets an expiry `overlapHours` ahead.
 *
 * Allowed IP ranges are CIDR blocks (IPv4 or IPv6) checked with Node's `net.BlockList`; an empty
 * list allows any address. IPv4-mapped IPv6 addresses (`::ffff:203.0.113.5`) count as IPv4.
 */
import { randomBytes } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import type { IntegrationClient, IntegrationClientBody, IntegrationScope } from '@asukas/contract'
import { hash, verify } from '@node-rs/argon2'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/auth/passwords.ts'
import type { StaffActor } from '../staff/index.ts'
import * as repo from './repository.ts'
import type { ClientRow } from './repository.ts'

/** A client as the authentication of a call sees it. */
export interface ClientRecord {
  /** Our uuid. */
  id: string
  /** The public client id. */
  clientId: string
  name: string
  scopes: IntegrationScope[]
  allowedIpRanges: string[]
  disabledAt: Date | null
}

function recordOf(row: ClientRow): ClientRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    scopes: row.scopes,
    allowedIpRanges: row.allowed_ip_ranges,
    disabledAt: row.disabled_at,
  }
}

/** A CIDR block split into address, family and prefix length, or null when malformed. */
export function parseCidr(
  value: string,
): { address: string; family: 'ipv4' | 'ipv6'; prefix: number } | null {
  const [address = '', prefixText, extra] = value.trim().split('/')
  if (extra !== undefined) return null
  const version = isIP(address)
  if (version === 0) return null
  const max = version === 4 ? 32 : 128
  const prefix = prefixText === undefined ? max : Number(prefixText)
  if (!/^[0-9]{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null
  return { address, family: version === 4 ? 'ipv4' : 'ipv6', prefix }
}

/**
 * True when `ip` lies in one of `ranges` (CIDR), or `ranges` is empty.
 *
 * @param ip the request's address (`request.ip`).
 */
export function ipAllowed(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true
  const list = new BlockList()
  for (const range of ranges) {
    const cidr = parseCidr(range)
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family)
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const address = mapped?.[1] ?? ip
  const family = isIP(address)
  if (family === 0) return false
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** A new public client id: `ic_` and 16 random bytes (base64url). */
function newClientId(): string {
  return `ic_${randomBytes(16).toString('base64url')}`
}

/** A new client secret: `ias_` and 32 random bytes (base64url). */
function newSecret(): string {
  return `ias_${randomBytes(32).toString('base64url')}`
}

/**
 * Creates a client with one secret that does not expire.
 *
 * @returns the public client id and the secret (never stored in clear, shown only now).
 * @throws ApiError 400 VALIDATION_ERROR when an IP range is not a CIDR block
 *   (`details.fieldErrors['allowedIpRanges.N']`).
 */
export async function createClient(
  db: Db,
  actor: StaffActor,
  body: IntegrationClientBody,
  ip: string,
): Promise<{ clientId: string; clientSecret: string }> {
  const ranges = body.allowedIpRanges ?? []
  const fieldErrors: Record<string, string> = {}
  ranges.forEach((range, index) => {
    if (parseCidr(range) === null) fieldErrors[`allowedIpRanges.${index}`] = 'invalid_string'
  })
  if (Object.keys(fieldErrors).length > 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors })
  }
  const clientId = newClientId()
  const clientSecret = newSecret()
  const secretHash = await hash(clientSecret)
  const scopes = [...new Set(body.scopes)]
  await db.transaction(async (tx) => {
    await repo.insertClient(tx, {
      clientId,
      name: body.name.trim(),
      scopes,
      allowedIpRanges: ranges.map((r) => r.trim()),
      createdBy: actor.userId,
      secretHash,
    })
    await audit(tx, {
      action: 'integration_client_created',
      actorUserId: actor.userId,
      entityType: 'integration_client',
      entityId: clientId,
      ipAddress: ip,
      details: { name: body.name.trim(), scopes, allowedIpRanges: ranges },
    })
  })
  return { clientId, clientSecret }
}

/**
 * Every client, newest first, with the secrets that still work at `now` (ids and dates only).
 *
 * @param clientId only this client (public id), when given.
 */
export async function listClients(
  q: Queryable,
  now: Date,
  clientId?: string,
): Promise<IntegrationClient[]> {
  const rows = await repo.listClientRows(q, now, clientId ?? null)
  return rows.map((row) => ({
    clientId: row.client_id,
    name: row.name,
    scopes: row.scopes,
    allowedIpRanges: row.allowed_ip_ranges,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    secrets: (row.secrets ?? []).map((secret) => ({
      id: secret.id,
      createdAt: new Date(secret.createdAt).toISOString(),
      expiresAt: secret.expiresAt === null ? null : new Date(secret.expiresAt).toISOString(),
    })),
  }))
}

/**
 * Gives the client a new secret; its older secrets keep working for `overlapHours` (or less,
 * when they already expire sooner).
 *
 * @throws ApiError 404 NOT_FOUND for an unknown client.
 */
export async function rotateSecret(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  clientId: string,
  overlapHours: number,
  ip: string,
): Promise<{ clientId: string; clientSecret: string; previousSecretsExpireAt: string }> {
  const clientSecret = newSecret()
  const secretHash = await hash(clientSecret)
  const now = clock.now()
  const until = new Date(now.getTime() + overlapHours * 3_600_000)
  await db.transaction(async (tx) => {
    const id = await repo.lockClient(tx, clientId)
    if (id === null) throw notFound()
    await repo.rotateSecretRows(tx, id, secretHash, now, until)
    await audit(tx, {
      action: 'integration_client_secret_rotated',
      actorUserId: actor.userId,
      entityType: 'integration_client',
      entityId: clientId,
      ipAddress: ip,
      details: { overlapHours },
    })
  })
  return { clientId, clientSecret, previousSecretsExpireAt: until.toISOString() }
}

/**
 * Disables a client: no more tokens, and tokens already issued fail at their next call.
 * Disabling a disabled client changes nothing.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown client.
 */
export async function disableClient(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  clientId: string,
  ip: string,
): Promise<IntegrationClient> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    if (!(await repo.disableClientRow(tx, clientId, now))) throw notFound()
    await audit(tx, {
      action: 'integration_client_disabled',
      actorUserId: actor.userId,
      entityType: 'integration_client',
      entityId: clientId,
      ipAddress: ip,
    })
  })
  const [client] = await listClients(db, now, clientId)
  if (!client) throw notFound()
  return client
}

/** The client of our uuid `id`, or null. */
export async function clientByUuid(q: Queryable, id: string): Promise<ClientRecord | null> {
  const row = await repo.clientRowByUuid(q, id)
  return row ? recordOf(row) : null
}

/**
 * The client whose public id and secret these are, when one of its secrets valid at `now`
 * matches; null otherwise. An unknown client id costs one Argon2 verification too, so timing
 * does not tell which client ids exist.
 */
export async function authenticateClient(
  q: Queryable,
  clientId: string,
  secret: string,
  now: Date,
): Promise<ClientRecord | null> {
  const rows = await repo.clientSecretRows(q, clientId, now)
  const hashes = rows.map((row) => row.secret_hash).filter((h): h is string => h !== null)
  if (hashes.length === 0) {
    await verifyPassword(null, secret)
    return null
  }
  for (const secretHash of hashes) {
    if (await verify(secretHash, secret).catch(() => false)) {
      const row = rows[0]
      return row ? recordOf(row) : null
    }
  }
  return null
}
