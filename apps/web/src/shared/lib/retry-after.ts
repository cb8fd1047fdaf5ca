/**
 * How long a refused attempt must wait (issue 10 finding 19): the server's 429 answers of the
 * login throttle and the rate limits carry `details.retryAfter` in whole seconds (also the
 * `Retry-After` header). Screens show it as seconds below a minute and as whole minutes (rounded
 * up) from a minute on.
 */
import { isApiError } from '../api/client.ts'

/** The unit a wait is shown in. */
export type WaitUnit = 'second' | 'minute'

/** A wait to show: an amount of {@link WaitUnit}s. */
export interface Wait {
  amount: number
  unit: WaitUnit
}

/**
 * The wait of an error answer.
 *
 * @returns the wait to show, or null when the error carries none (not a 429 with `retryAfter`).
 */
export function retryWaitOf(error: unknown): Wait | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) {
    return null
  }
  const seconds = (error.details as { retryAfter?: unknown }).retryAfter
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null
  if (seconds < 60) return { amount: Math.ceil(seconds), unit: 'second' }
  return { amount: Math.ceil(seconds / 60), unit: 'minute' }
}
