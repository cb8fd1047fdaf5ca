/**
 * App-wide flag "an impersonating staff user tried to write" (spec 01 §6, spec 02 §8:
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED shows a write-denied page with a back action). Set by the
 * query client's mutation error handler, read by the authenticated layout.
 */
import { useSyncExternalStore } from 'react'

let denied = false
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

/** Shows the write-denied page in place of the current screen. */
export function showWriteDenied(): void {
  denied = true
  emit()
}

/** Hides the write-denied page (its back action). */
export function dismissWriteDenied(): void {
  denied = false
  emit()
}

/** React hook: true while the write-denied page should be shown. */
export function useWriteDenied(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => denied,
  )
}
