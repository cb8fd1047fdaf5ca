/**
 * Storage of the test identity provider's state (interactions, sessions, codes, grants) in the
 * memory of one process, as oidc-provider's adapter interface asks.
 *
 * The test provider runs only in demo and test mode, on one instance, and its keys are made at
 * start, so nothing it stores outlives a restart anyway. Each provider gets its own store.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch milliseconds; Infinity for no expiry. */
  expiresAt: number
}

/** Above this many entries, an upsert first drops the expired ones. */
const pruneThreshold = 2000

/**
 * A new adapter factory over one empty in-memory store.
 *
 * @returns a factory oidc-provider calls once per model name (`Session`, `AuthorizationCode`, …).
 */
export function createMemoryAdapter(): AdapterFactory {
  const store = new Map<string, Entry>()
  const sessionUids = new Map<string, string>()
  const userCodes = new Map<string, string>()

  function live(key: string): AdapterPayload | undefined {
    const entry = store.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }

  function prune(): void {
    const now = Date.now()
    for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key)
    for (const index of [sessionUids, userCodes]) {
      for (const [value, key] of index) if (!store.has(key)) index.delete(value)
    }
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        if (store.size > pruneThreshold) prune()
        const key = keyOf(id)
        store.set(key, {
          payload,
          expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity,
        })
        if (model === 'Session' && typeof payload.uid === 'string')
          sessionUids.set(payload.uid, key)
        if (typeof payload.userCode === 'string') userCodes.set(payload.userCode, key)
      },
      async find(id) {
        return live(keyOf(id))
      },
      async findByUid(uid) {
        const key = sessionUids.get(uid)
        return key === undefined ? undefined : live(key)
      },
      async findByUserCode(userCode) {
        const key = userCodes.get(userCode)
        return key === undefined ? undefined : live(key)
      },
      async consume(id) {
        const payload = live(keyOf(id))
        if (payload !== undefined) payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        store.delete(keyOf(id))
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
      },
    }
  }
}
