/**
 * The one error handler of the API (fastify/demo "one error handler"): every failure becomes
 * `{ error: CODE }` (+ `details` for validation) with the status of spec 02 §8.
 *
 * - {@link ApiError} → its status and code.
 * - zod validation of body or query → 400 `VALIDATION_ERROR`, `details.fieldErrors` mapping a
 *   dot-separated path (`_` for the whole input) to a spec 02 §5 message key; except when the
 *   only failing field is the route's `newPasswordField` breaking the password policy → 400
 *   `INVALID_PASSWORD_EXCEPTION` (spec 02 §8), `details.passwordRules` naming the broken rules.
 * - zod validation of path parameters → 404 `NOT_FOUND` (a malformed id names no resource).
 * - malformed JSON, wrong content type, too large body → 400 `BAD_REQUEST` (413/415 kept).
 * - anything else → 500 `INTERNAL_SERVER_ERROR`, logged with its stack; the client never sees it.
 */
import { isMessageKey, passwordRuleFailures, type MessageKey } from '@asukas/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod'
import { ApiError } from './errors.ts'

/** Reads the value at a dot path of the validated input, to tell "missing" from "malformed". */
function valueAt(input: unknown, path: string[]): unknown {
  let current = input
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

/**
 * The spec 02 §5 message key of one validation issue. Schemas of the contract carry keys as
 * their messages; for zod's built-in checks without one, a missing or blank value is
 * `required`, a number problem `invalid_number`, a date format `invalid_date`, an e-mail format
 * `invalid_email`, anything else `invalid_string`.
 */
function messageKeyOf(issue: ZodFastifySchemaValidationError, value: unknown): MessageKey {
  if (isMessageKey(issue.message)) return issue.message
  if (value === undefined || value === null || value === '') return 'required'
  const params = issue.params as Record<string, unknown>
  if (params.expected === 'number' || params.origin === 'number') return 'invalid_number'
  if (params.format === 'date' || params.format === 'datetime') return 'invalid_date'
  if (params.format === 'email') return 'invalid_email'
  return 'invalid_string'
}

/**
 * Turns zod issues into the `fieldErrors` map: the first issue of each path wins.
 *
 * @param issues validation issues of one request part.
 * @param input that part of the request (body or query) as received.
 */
export function fieldErrorsOf(
  issues: ZodFastifySchemaValidationError[],
  input: unknown,
): Record<string, MessageKey> {
  const fieldErrors: Record<string, MessageKey> = {}
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '')
    const key = path.length === 0 ? '_' : path.join('.')
    if (fieldErrors[key] === undefined) fieldErrors[key] = messageKeyOf(issue, valueAt(input, path))
  }
  return fieldErrors
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body
  if (context === 'querystring') return request.query
  if (context === 'headers') return request.headers
  return request.params
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body))
}

/** Codes for Fastify's own 4xx errors (body parsing, content type, size). */
function codeForClientError(status: number): ApiError['code'] {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 404) return 'NOT_FOUND'
  return 'BAD_REQUEST'
}

/**
 * Installs the error handler and the tolerant body parsers (issue 8 item 4): an empty body is
 * `{}` whatever its content type (JSON, text, a form type or none), so the body-less POSTs
 * (logout, closing a notification, remove-user, …) accept no body, an empty one and `{}` alike;
 * a non-empty body of a type other than JSON is still 415.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, {})
      return
    }
    defaultJsonParser(request, text, done)
  })
  const emptyOnly = (
    _request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (body.length === 0 || body.toString('utf8').trim() === '') {
      done(null, {})
      return
    }
    done(Object.assign(new Error('unsupported media type'), { statusCode: 415 }))
  }
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, emptyOnly)
  app.addContentTypeParser('*', { parseAs: 'buffer' }, emptyOnly)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const retryAfter = error.details?.retryAfter
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
      return send(reply, error.statusCode, {
        error: error.code,
        ...(error.details ? { details: error.details } : {}),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return send(reply, 404, { error: 'NOT_FOUND' })
      const input = inputOf(request, error.validationContext)
      const fieldErrors = fieldErrorsOf(error.validation, input)
      const passwordField = request.routeOptions.config?.newPasswordField
      const password = passwordField === undefined ? undefined : valueAt(input, [passwordField])
      if (
        error.validationContext === 'body' &&
        passwordField !== undefined &&
        typeof password === 'string' &&
        password !== '' &&
        Object.keys(fieldErrors).join() === passwordField
      ) {
        return send(reply, 400, {
          error: 'INVALID_PASSWORD_EXCEPTION',
          details: { fieldErrors, passwordRules: passwordRuleFailures(password) },
        })
      }
      return send(reply, 400, { error: 'VALIDATION_ERROR', details: { fieldErrors } })
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues, url: error.url },
        'response does not match its contract schema',
      )
      return send(reply, 500, { error: 'INTERNAL_SERVER_ERROR' })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message)
      return send(reply, status, { error: codeForClientError(status) })
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, { error: 'INTERNAL_SERVER_ERROR' })
  })
}
