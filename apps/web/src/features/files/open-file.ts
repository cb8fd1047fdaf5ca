/**
 * Opening an attachment in a new tab (spec 02 §7 "Files are opened in a new tab: a signed
 * address is fetched, then the blob (credentials only on the same origin); a slow-load message
 * appears after 8 seconds. Attachments … are downloaded and given local addresses, auto-revoked
 * after 15 seconds"; §8 FILE_FAILED_TO_OPEN for a blocked pop-up, FILE_FAILED_TO_LOAD on
 * failure).
 */

/** Milliseconds after which an object URL is revoked (spec 02 §9). */
export const OBJECT_URL_LIFETIME_MS = 15_000
/** Milliseconds after which the slow-load message shows (spec 02 §9). */
export const SLOW_FILE_MS = 8_000

/** Outcome of {@link openFile}. */
export type OpenFileResult = 'opened' | 'FILE_FAILED_TO_OPEN' | 'FILE_FAILED_TO_LOAD'

/**
 * Opens the file at the signed `url` in a new tab. The tab is opened first, synchronously in the
 * click, so a pop-up blocker does not stop it; the bytes are then fetched and shown through an
 * object URL, revoked after {@link OBJECT_URL_LIFETIME_MS}.
 */
export async function openFile(url: string): Promise<OpenFileResult> {
  const tab = window.open('', '_blank')
  if (!tab) return 'FILE_FAILED_TO_OPEN'
  try {
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin
    const response = await fetch(url, { credentials: sameOrigin ? 'same-origin' : 'omit' })
    if (!response.ok) throw new Error(String(response.status))
    const objectUrl = URL.createObjectURL(await response.blob())
    tab.location.href = objectUrl
    setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS)
    return 'opened'
  } catch {
    tab.close()
    return 'FILE_FAILED_TO_LOAD'
  }
}
