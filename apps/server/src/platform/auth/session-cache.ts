/**
 * A short-lived in-process cache of signed-in sessions, so an authenticated read costs one
 * database round trip (its data) instead of two (session, then data): issue 9, ADR 0008.
 *
 * Revocation reaches every instance at once through the database: a trigger
 * (migration 0012) sends `pg_notify('asukas_sessions', …)` when a session row is deleted
 * (logout, password change, account removal by cascade, impersonation start and end, expiry
 * clean-up) and when a user's role or e-mail changes; every instance LISTENs and drops the entry.
 * The cache is used only while that subscription is up: when it is lost, the cache is emptied and
 * bypassed until the subscription is made again, so a missed notification can never keep a
 * revoked session alive. A notification arrives a moment after its commit, so a write's answer
 * waits for {@link SessionCache.sync} (`app.ts`): the writer's next read, on this instance, never
 * meets a session that its write ended.
 *
 * An entry is served only within its session's limits as the cache knows them (absolute end, idle
 * timeout since this instance last saw it) and for at most {@link SESSION_CACHE_TTL_MS}; anything
 * else goes to the database, which stays the authority. The idle-timeout write (`last_seen_at`)
 * still happens at most once a minute per session, on the instance that serves the request.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { notifyChannel } from './repository/sessions.ts'
import type { SessionUser } from './session-user.ts'

/** Notification channel of session revocations (migration 0012). */
export const SESSION_CHANNEL = 'asukas_sessions'
/** Longest time an entry is served without asking the database: 60 s. */
export const SESSION_CACHE_TTL_MS = 60_000
/** Wait before subscribing again after the subscription was lost: 1 s. */
const RESUBSCRIBE_DELAY_MS = 1_000
/** Longest wait of {@link SessionCache.sync} for its own notification: 2 s. */
export const SYNC_TIMEOUT_MS = 2_000
/** Prefix of the payloads of {@link SessionCache.sync}: revoke nothing. */
const SYNC_PREFIX = 'sync:'
/** Entries kept at most (oldest dropped first); about 200 bytes each. */
const MAX_ENTRIES = 50_000

/** What the cache keeps of a session, with the instants (ms since epoch) that bound its use. */
export interface CachedSession {
  user: SessionUser
  /** Absolute end of the session. */
  expiresAt: number
  /** When the session was last seen by this instance or written to the database. */
  lastSeenAt: number
  /** When `last_seen_at` was last written (or read) in the database. */
  touchedAt: number
  /** When this entry was read from the database. */
  cachedAt: number
}

/** The cache: lookups by session id (SHA-256 hex of the cookie token). */
export interface SessionCache {
  /** Whether entries may be served (the revocation subscription is up). */
  readonly enabled: boolean
  get(sessionId: string): CachedSession | undefined
  set(sessionId: string, entry: CachedSession): void
  delete(sessionId: string): void
  /**
   * Resolves once every revocation committed before the call has reached this instance (a
   * notification sent now arrives after them: PostgreSQL delivers in commit order), or after
   * {@link SYNC_TIMEOUT_MS} with the cache emptied. Awaited before a write's answer is sent, so
   * the writer's next read never meets a session its write revoked. Immediate when disabled.
   */
  sync(): Promise<void>
  /** Ends the subscription and empties the cache. */
  close(): Promise<void>
}

/** A cache that is never enabled (for tests of the database path, and as a fallback). */
export const noSessionCache: SessionCache = {
  enabled: false,
  get: () => undefined,
  set: () => undefined,
  delete: () => undefined,
  sync: async () => undefined,
  close: async () => undefined,
}

/**
 * Starts the cache and its revocation subscription on `db`. Never throws: when the subscription
 * cannot be made, the cache stays disabled and tries again every second until closed.
 *
 * Notification payloads: `s:<session id>` drops one session, `u:<user id>` every session of a
 * user (role or e-mail changed).
 */
export async function startSessionCache(
  db: Db,
  onError: (error: unknown) => void = () => undefined,
): Promise<SessionCache> {
  const entries = new Map<string, CachedSession>()
  let enabled = false
  let closed = false
  let unsubscribe: (() => Promise<void>) | null = null
  let retry: NodeJS.Timeout | null = null

  /** Sync payloads this instance waits for → their resolvers. */
  const syncs = new Map<string, () => void>()
  const onMessage = (payload: string): void => {
    const id = payload.slice(2)
    if (payload.startsWith(SYNC_PREFIX)) {
      syncs.get(payload)?.()
    } else if (payload.startsWith('s:')) {
      entries.delete(id)
    } else if (payload.startsWith('u:')) {
      for (const [key, entry] of entries) {
        if (entry.user.userId === id || entry.user.residentUserId === id) entries.delete(key)
      }
    } else {
      entries.clear()
    }
  }
  const onLost = (): void => {
    enabled = false
    entries.clear()
    unsubscribe = null
    schedule()
  }
  const subscribe = async (): Promise<void> => {
    retry = null
    if (closed) return
    try {
      const end = await db.listen(SESSION_CHANNEL, onMessage, onLost)
      if (closed) {
        await end()
        return
      }
      unsubscribe = end
      entries.clear()
      enabled = true
    } catch (error) {
      onError(error)
      schedule()
    }
  }
  function schedule(): void {
    if (closed || retry) return
    retry = setTimeout(() => void subscribe(), RESUBSCRIBE_DELAY_MS)
    retry.unref()
  }

  await subscribe()
  return {
    get enabled() {
      return enabled
    },
    get(sessionId) {
      return enabled ? entries.get(sessionId) : undefined
    },
    set(sessionId, entry) {
      if (!enabled) return
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(sessionId, entry)
    },
    delete(sessionId) {
      entries.delete(sessionId)
    },
    async sync() {
      if (!enabled) return
      const payload = `${SYNC_PREFIX}${randomUUID()}`
      let timer: NodeJS.Timeout | undefined
      const arrived = new Promise<boolean>((resolve) => {
        syncs.set(payload, () => resolve(true))
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS)
      })
      try {
        await notifyChannel(db, SESSION_CHANNEL, payload)
        // Not heard in time: a revocation may be missing here, so nothing cached is trusted.
        if (!(await arrived)) entries.clear()
      } catch {
        entries.clear()
      } finally {
        clearTimeout(timer)
        syncs.delete(payload)
      }
    },
    async close() {
      closed = true
      enabled = false
      entries.clear()
      if (retry) clearTimeout(retry)
      if (unsubscribe) await unsubscribe()
    },
  }
}
