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
 * - Fastify's own errors (`FST_ERR_*`) by status: 400 `BAD_REQUEST` (malformed JSON or URL),
 *   401 `UNAUTHORIZED`, 404 `NOT_FOUND`, 405 `METHOD_NOT_ALLOWED`, 413 `PAYLOAD_TOO_LARGE`, 415
 *   `UNSUPPORTED_MEDIA_TYPE`, 429 `TOO_MANY_REQUESTS_EXCEPTION`, 503 `SERVICE_UNAVAILABLE`; any
 *   other 4xx → 400 `BAD_REQUEST` (issue 8 item 8: every error answer has a code).
 * - anything else → 500 `INTERNAL_SERVER_ERROR`, logged with its stack; the client never sees it.
 *
 * Two more guards live here:
 * - control characters (issue 8 item 3): before validation, a string of the query, the path
 *   parameters or the JSON body of an `/api` or `/dev` request holding a control character (NUL
 *   included; in bodies tab and line breaks are allowed) → 400 `VALIDATION_ERROR` naming the
 *   field (404 `NOT_FOUND` for a path parameter). The contract's `stringField` refuses the same;
 *   this also covers routes whose schemas are not from the contract.
 * - declared errors (issue 8 item 8): in test mode every error answer of a contract route is
 *   checked against the route's `declaredErrors`; an undeclared code is logged and kept in
 *   `app.undeclaredErrors`, which the API tests assert empty.
 */
import { MAX_JSON_DEPTH, type ErrorCode } from '@asukas/contract'
import {
  FORBIDDEN_CONTROL_CHARACTERS,
  isMessageKey,
  passwordRuleFailures,
  type MessageKey,
} from '@asukas/domain'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { Stream } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod'
import type { Mode } from './config-error.ts'
import { ApiError } from './errors.ts'

/** An error answer whose code the route does not declare (test mode only). */
export interface UndeclaredError {
  method: string
  url: string
  status: number
  code: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Error answers with codes their route does not declare (collected in test mode). */
    undeclaredErrors: UndeclaredError[]
  }
}

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

/** Status and code of Fastify's own errors (`FST_ERR_*`: body parsing, content type, size). */
const frameworkCodes: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS_EXCEPTION',
  431: 'REQUEST_HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
}

/**
 * The answer to a framework error of `status`: a known status keeps it with its code, any other
 * 4xx is 400 `BAD_REQUEST`.
 */
export function frameworkErrorAnswer(status: number): { status: number; code: ErrorCode } {
  const code = frameworkCodes[status]
  return code ? { status, code } : { status: 400, code: 'BAD_REQUEST' }
}

/** Paths whose input the control-character guard checks: the API and the dev pages. */
function isGuardedPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/dev/')
}

/**
 * The first string in `value` (an object of query, params or body) holding a forbidden control
 * character, as a dot path (`_` for the value itself), or null.
 *
 * The walk is iterative (issue 23 item 1: a recursive walk with a path copy per level overflowed
 * the stack on 10,000 levels and took ~0.9 s of CPU): each visited node keeps a link to its parent
 * and key, and the path is built only for the string that is found. Depth-first, in key order.
 *
 * @param allowLineBreaks true for bodies: tab, LF and CR pass.
 */
export function controlCharacterPath(value: unknown, allowLineBreaks: boolean): string | null {
  interface Visit {
    value: unknown
    key: string | null
    parent: Visit | null
  }
  const stack: Visit[] = [{ value, key: null, parent: null }]
  while (stack.length > 0) {
    const visit = stack.pop() as Visit
    const current = visit.value
    if (typeof current === 'string') {
      const bad = allowLineBreaks
        ? FORBIDDEN_CONTROL_CHARACTERS.test(current)
        : FORBIDDEN_CONTROL_CHARACTERS.test(current) || /[\t\n\r]/.test(current)
      if (bad) return pathOf(visit)
      continue
    }
    if (current === null || typeof current !== 'object') continue
    // Only parsed JSON and query objects; a streamed body (an upload) is not text.
    if (current instanceof Stream || ArrayBuffer.isView(current)) continue
    const keys = Object.keys(current)
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string
      stack.push({ value: (current as Record<string, unknown>)[key], key, parent: visit })
    }
  }
  return null
}

/** The dot path of a visited node of {@link controlCharacterPath} (`_` for the root). */
function pathOf(visit: { key: string | null; parent: typeof visit | null }): string {
  const keys: string[] = []
  for (let node: typeof visit | null = visit; node !== null; node = node.parent) {
    if (node.key !== null) keys.push(node.key)
  }
  return keys.length === 0 ? '_' : keys.reverse().join('.')
}

/**
 * True when the JSON text nests objects and arrays deeper than `limit` levels (the outermost
 * value is level 1). One pass over the characters, skipping string contents (with their escapes),
 * so it runs before `JSON.parse` and before any code walks the value (issue 23 item 1). The text
 * need not be valid JSON: malformed text is left to the parser.
 *
 * @param text the request body as received.
 * @param limit deepest allowed level, e.g. the contract's `MAX_JSON_DEPTH`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 0x5c)
        index += 1 // backslash: skip the escaped character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) {
      inString = true
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1
      if (depth > limit) return true
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1
    }
  }
  return false
}

/**
 * Installs the error handler and the tolerant body parsers (issue 8 item 4): an empty body is
 * `{}` whatever its content type (JSON, text, a form type or none), so the body-less POSTs
 * (logout, closing a notification, remove-user, …) accept no body, an empty one and `{}` alike;
 * a non-empty body of a type other than JSON is still 415. A JSON body nested deeper than the
 * contract's `MAX_JSON_DEPTH` is 400 `JSON_TOO_DEEP` before it is parsed (issue 23 item 1).
 */
export function registerErrorHandling(app: FastifyInstance, options: { mode: Mode }): void {
  app.addHook('preValidation', async (request) => {
    if (!isGuardedPath(request.url)) return
    if (controlCharacterPath(request.params, false) !== null) throw new ApiError(404, 'NOT_FOUND')
    const field =
      controlCharacterPath(request.query, false) ?? controlCharacterPath(request.body, true)
    if (field !== null) {
      throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: 'invalid_string' } })
    }
  })

  const undeclared: UndeclaredError[] = []
  app.decorate('undeclaredErrors', undeclared)
  if (options.mode === 'test') {
    app.addHook('onSend', async (request, reply, payload) => {
      const declared = request.routeOptions.config?.declaredErrors
      if (reply.statusCode < 400 || declared === undefined || typeof payload !== 'string') {
        return payload
      }
      // The health check's 503 carries the health document (load balancers read it).
      if (request.routeOptions.url === '/api/health' && reply.statusCode === 503) return payload
      let code: string
      try {
        code = String((JSON.parse(payload) as { error?: unknown }).error)
      } catch {
        code = '(not JSON)'
      }
      if (!declared.includes(code as ErrorCode)) {
        const entry = {
          method: request.method,
          url: request.routeOptions.url ?? request.url,
          status: reply.statusCode,
          code,
        }
        undeclared.push(entry)
        request.log.error(entry, 'error code not declared by the route')
      }
      return payload
    })
  }

  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, {})
      return
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'JSON_TOO_DEEP'))
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
      const answer = frameworkErrorAnswer(status)
      return send(reply, answer.status, { error: answer.code })
    }
    if (status === 503) return send(reply, 503, { error: 'SERVICE_UNAVAILABLE' })
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, { error: 'INTERNAL_SERVER_ERROR' })
  })
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses before any route sees it
 * gets the `{ error: CODE }` body too: 431 `REQUEST_HEADERS_TOO_LARGE` for headers over Node's
 * limit, 408 and 400 `BAD_REQUEST` for a timeout or a malformed request. The connection closes.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'REQUEST_HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST']
        : [400, 'BAD_REQUEST']
  const body = JSON.stringify({ error: code })
  this.log.debug({ err: error }, 'client error')
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(error)
}

/**
 * Fastify's `frameworkErrors`: router errors before any hook runs (`FST_ERR_BAD_URL`, a
 * malformed percent-encoding) answer 400 `BAD_REQUEST`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, error.message)
  void send(reply, 400, { error: 'BAD_REQUEST' })
}
