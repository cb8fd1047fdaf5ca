/**
 * Recognising database errors by SQLSTATE (PostgreSQL appendix A; PGlite reports the same codes),
 * for callers that turn a constraint's refusal into an answer or a retry.
 */

/**
 * Tells whether a database error is a unique violation (SQLSTATE 23505), optionally of the
 * named constraint (e.g. `users_email_key`).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (e.code !== '23505') return false
  if (constraint === undefined) return true
  return (
    e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint))
  )
}
