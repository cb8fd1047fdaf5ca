import { describe, expect, it } from 'vitest'
import {
  apiErrorSchema,
  errorCodes,
  errorStatus,
  fieldErrorsSchema,
  notAnHttpStatus,
  tokenErrorCodes,
} from '../src/index.ts'

describe('error codes', () => {
  it('has no duplicates', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length)
  })

  it('are upper snake case, but the RFC 6749 §5.2 codes of the token endpoint', () => {
    for (const code of errorCodes) {
      if ((tokenErrorCodes as readonly string[]).includes(code)) {
        expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
      } else {
        expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
      }
    }
  })

  it('map to the statuses of spec 02 §8', () => {
    expect(errorStatus.BAD_REQUEST).toBe(400)
    expect(errorStatus.VALIDATION_ERROR).toBe(400)
    expect(errorStatus.UNAUTHORIZED).toBe(401)
    expect(errorStatus.IMPERSONATION_WRITE_ACCESS_DENIED).toBe(401)
    expect(errorStatus.NOT_FOUND).toBe(404)
    expect(errorStatus.BULLETIN_NOT_FOUND).toBe(404)
    expect(errorStatus.INTERNAL_SERVER_ERROR).toBe(500)
    expect(errorStatus.INVALID_CREDENTIALS).toBe(401)
    expect(errorStatus.USER_NOT_CONFIRMED).toBe(403)
    expect(errorStatus.PARKING_RESERVATION_OVERLAP).toBe(409)
    expect(errorStatus.INVALID_RESPONSE).toBe(notAnHttpStatus)
    expect(errorStatus.UNEXPECTED).toBe(notAnHttpStatus)
    for (const status of Object.values(errorStatus)) {
      expect(status === notAnHttpStatus || (status >= 400 && status <= 599)).toBe(true)
    }
  })
})

describe('error bodies', () => {
  it('accepts a known code and refuses an unknown one', () => {
    expect(apiErrorSchema.parse({ error: 'NOT_FOUND' })).toEqual({ error: 'NOT_FOUND' })
    expect(apiErrorSchema.safeParse({ error: 'TEAPOT' }).success).toBe(false)
    expect(apiErrorSchema.safeParse({}).success).toBe(false)
  })

  it('carries message keys per field in validation errors', () => {
    const body = {
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { 'beneficiaries.0.iban': 'invalid_iban', title: 'required' } },
    }
    expect(fieldErrorsSchema.parse(body)).toEqual(body)
    expect(apiErrorSchema.safeParse(body).success).toBe(true)
    expect(
      fieldErrorsSchema.safeParse({
        error: 'VALIDATION_ERROR',
        details: { fieldErrors: { title: 'Title is required' } },
      }).success,
    ).toBe(false)
    expect(
      fieldErrorsSchema.safeParse({ error: 'BAD_REQUEST', details: { fieldErrors: {} } }).success,
    ).toBe(false)
  })
})
