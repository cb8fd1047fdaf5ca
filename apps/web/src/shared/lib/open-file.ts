/**
 * Opening a file (a document, an attachment of a fault report or message) in a new tab (spec 02 §7 "Files are opened in a new tab: a signed address is
 * fetched, then the blob (credentials only on the same origin); a slow-load message appears after
 * 8 seconds"; §8 FILE_FAILED_TO_OPEN, FILE_FAILED_TO_LOAD; §9 "files auto-revoked after 15 s").
 *
 * The tab is opened synchronously in the click handler (a tab opened after an await is blocked
 * as a pop-up), shows nothing until the file has loaded, then goes to a local address of the
 * downloaded file.
 */
import type { ErrorCode } from '@asukas/contract'

/** Spec 02 §9: local file addresses are revoked after 15 seconds. */
export const REVOKE_AFTER_MS = 15_000

/** How opening a file ended. */
export type OpenFileResult = { ok: true } | { ok: false; code: ErrorCode }

/**
 * Opens the file whose signed address `getUrl` fetches in a new tab (`opener` cut, so the
 * opened page cannot reach this one). The slow-load message is the caller's, after the kit's
 * `SLOW_AFTER_MS`.
 *
 * @returns `{ ok: true }`, or `FILE_FAILED_TO_OPEN` when the browser refused the new tab,
 *   `FILE_FAILED_TO_LOAD` when the address or the file could not be fetched (the tab is closed).
 */
export async function openFileInNewTab(
  getUrl: () => Promise<{ url: string }>,
): Promise<OpenFileResult> {
  const tab = window.open('', '_blank')
  if (!tab) return { ok: false, code: 'FILE_FAILED_TO_OPEN' }
  tab.opener = null
  try {
    const { url } = await getUrl()
    const target = new URL(url, window.location.href)
    const sameOrigin = target.origin === window.location.origin
    const response = await fetch(target, { credentials: sameOrigin ? 'same-origin' : 'omit' })
    if (!response.ok) throw new Error(`file answered ${response.status}`)
    const blob = await response.blob()
    const local = URL.createObjectURL(blob)
    tab.location.href = local
    window.setTimeout(() => URL.revokeObjectURL(local), REVOKE_AFTER_MS)
    return { ok: true }
  } catch {
    tab.close()
    return { ok: false, code: 'FILE_FAILED_TO_LOAD' }
  }
}
