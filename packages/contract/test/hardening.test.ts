/**
 * Contract-level hardening (issue 8 items 3 and 8): every string input refuses control
 * characters, and every endpoint declares its error codes.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  api,
  declaredErrors,
  errorResponseSchemas,
  errorStatus,
  notAnHttpStatus,
  type EndpointDef,
} from '../src/index.ts'

const entries = Object.entries(api) as [string, EndpointDef][]

/**
 * String inputs that need no pattern: `z.stringbool()` (only the words true/false/1/0/yes/no/
 * on/off/y/n/enabled/disabled pass, so a control character is refused anyway).
 */
const exempt = new Set(['registrationEntryLink query /properties/resetOldUser'])

/** JSON-schema string nodes of an input schema without the no-control-characters pattern. */
function unguardedStrings(node: unknown, path: string, found: string[]): void {
  if (node === null || typeof node !== 'object') return
  if (Array.isArray(node)) {
    node.forEach((item, index) => unguardedStrings(item, `${path}/${index}`, found))
    return
  }
  const record = node as Record<string, unknown>
  const type = record.type
  const isString = type === 'string' || (Array.isArray(type) && type.includes('string'))
  if (isString && record.enum === undefined && record.const === undefined && !record.format) {
    const patterns = [
      record.pattern,
      ...((record.allOf as { pattern?: string }[] | undefined) ?? []).map((part) => part.pattern),
    ]
    if (!patterns.some((pattern) => typeof pattern === 'string' && pattern.includes('u0000'))) {
      found.push(path)
    }
  }
  for (const [key, value] of Object.entries(record))
    unguardedStrings(value, `${path}/${key}`, found)
}

describe('string inputs', () => {
  it('carry the shared no-control-characters pattern in every params, query and body schema', () => {
    const missing: string[] = []
    for (const [key, endpoint] of entries) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part]
        if (!schema) continue
        const found: string[] = []
        unguardedStrings(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '', found)
        for (const path of found) {
          const id = `${key} ${part} ${path}`
          if (!exempt.has(id)) missing.push(id)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('refuses NUL and other control characters with invalid_string, keeps tab and new lines', () => {
    const query = api.staffResidents.query
    expect(query.safeParse({ q: 'ab\u0000cd' }).error?.issues[0]?.message).toBe('invalid_string')
    expect(query.safeParse({ q: 'ab\u001bcd' }).success).toBe(false)
    expect(query.safeParse({ q: 'ab\u0085cd' }).success).toBe(false)
    expect(query.safeParse({ q: 'ab\u007fcd' }).success).toBe(false)
    expect(query.safeParse({ q: 'ab\tc\nd\r' }).success).toBe(true)
    expect(query.safeParse({ q: 'Äänekoski 😀' }).success).toBe(true)
  })
})

describe('declared errors', () => {
  it('gives every endpoint an errors list of codes with an HTTP status', () => {
    for (const [key, endpoint] of entries) {
      expect(endpoint.errors, key).toBeDefined()
      for (const code of endpoint.errors ?? []) {
        expect(errorStatus[code], `${key} ${code}`).not.toBe(notAnHttpStatus)
      }
    }
  })

  it('adds the platform errors of the call shape and access', () => {
    const write = declaredErrors(api.closeNotification, {
      session: true,
      impersonationGuarded: true,
      contractScoped: false,
    })
    expect(write).toEqual(
      expect.arrayContaining([
        'BAD_REQUEST',
        'UNAUTHORIZED',
        'IMPERSONATION_WRITE_ACCESS_DENIED',
        'NOT_FOUND',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'INTERNAL_SERVER_ERROR',
      ]),
    )
    const health = declaredErrors(api.health, {
      session: false,
      impersonationGuarded: false,
      contractScoped: false,
    })
    expect(health).not.toContain('UNAUTHORIZED')
    expect(health).not.toContain('VALIDATION_ERROR')
    expect(health).not.toContain('PAYLOAD_TOO_LARGE')
  })

  it('groups the codes by status for the OpenAPI document', () => {
    const schemas = errorResponseSchemas(['BAD_REQUEST', 'VALIDATION_ERROR', 'UNAUTHORIZED'])
    expect(Object.keys(schemas).sort()).toEqual(['400', '401'])
    expect(schemas[400]?.safeParse({ error: 'VALIDATION_ERROR' }).success).toBe(true)
    expect(schemas[400]?.safeParse({ error: 'UNAUTHORIZED' }).success).toBe(false)
  })
})
