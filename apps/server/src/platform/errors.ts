/**
 * Errors as codes (docs/architecture.md "Errors are codes, not prose"): every error answer of the API
 * is `{ error: CODE }`, plus `details` for validation errors, with the status of spec 02 §8.
 *
 * Services and hooks throw {@link ApiError}; the one error handler in `app.ts` turns it, and every
 * other failure, into that shape. A stack trace never reaches the client.
 */
import type { ErrorCode } from '@asukas/contract'

/** An error answer the client is meant to see: HTTP status, spec 02 §8 code, optional details. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly statusCode: number
  readonly code: ErrorCode
  readonly details: Record<string, unknown> | undefined

  /**
   * @param statusCode HTTP status, 4xx (5xx only for a deliberate failure the client may see).
   * @param code error code of spec 02 §8.
   * @param details extra machine-readable data (validation field errors).
   */
  constructor(statusCode: number, code: ErrorCode, details?: Record<string, unknown>) {
    super(code)
    this.statusCode = statusCode
    this.code = code
    this.details = details
  }
}

/** 404 with `NOT_FOUND` (also used for another resident's data, spec 02 §8), or another 404 code. */
export function notFound(code: ErrorCode = 'NOT_FOUND'): ApiError {
  return new ApiError(404, code)
}

/** 401 `UNAUTHORIZED`: no valid session (spec 02 §8: the client redirects to login_expired). */
export function unauthorized(): ApiError {
  return new ApiError(401, 'UNAUTHORIZED')
}

/** 401 `IMPERSONATION_WRITE_ACCESS_DENIED`: a staff impersonator tried to write (spec 01 §6). */
export function impersonationWriteDenied(): ApiError {
  return new ApiError(401, 'IMPERSONATION_WRITE_ACCESS_DENIED')
}

/** 400 `BAD_REQUEST`: the request cannot be understood (malformed JSON, wrong content type). */
export function badRequest(): ApiError {
  return new ApiError(400, 'BAD_REQUEST')
}

/**
 * A 429 that tells how long to wait (issue 8 item 11, issue 10 finding 19): `details.retryAfter`
 * in whole seconds, rounded up and at least 1; the error handler also sends it as the
 * `Retry-After` header.
 *
 * @param waitMs milliseconds until a new attempt may succeed.
 */
export function tooManyAttempts(code: ErrorCode, waitMs: number): ApiError {
  return new ApiError(429, code, { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) })
}
