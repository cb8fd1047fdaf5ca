import { describe, expect, it } from 'vitest'
import {
  apiErrorSchema,
  confirmErrorCodes,
  errorCodes,
  errorStatus,
  fieldErrorsSchema,
  loginStates,
  notAnHttpStatus,
  specErrorCodes,
} from '../src/index.ts'

/** Spec 02 §8 "Codes", copied here; the CONFIRM_OPERATION_ group carries the prefix on each. */
const specCodes = [
  'UNAUTHORIZED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  'REDIRECT',
  'UNKNOWN',
  'UNEXPECTED',
  'VALIDATION_ERROR',
  'INVALID_RESPONSE',
  'NO_ACTIVE_CONTRACTS',
  'ERROR_FETCHING_CONTRACTS',
  'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR',
  'TERMINATE_CONTRACT_CONFIRM_ERROR',
  'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
  'MODIFICATION_CONTRACT_CONFIRM_ERROR',
  'CONFIRM_OPERATION_CANCELLED',
  'CONFIRM_OPERATION_NO_IDENTITY_VERIFIER',
  'CONFIRM_OPERATION_NO_IDENTITY',
  'CONFIRM_OPERATION_NO_USER',
  'CONFIRM_OPERATION_NO_ATTRIBUTES',
  'CONFIRM_OPERATION_IDENTITY_MISMATCH',
  'CONFIRM_OPERATION_GENERIC_ERROR',
  'CONFIRM_OPERATION_INVALID_CONFIRM_TYPE',
  'LOGIN_FAILED',
  'LOGIN_EXPIRED',
  'INVALID_CREDENTIALS',
  'USER_NOT_CONFIRMED',
  'AUTH_ERROR',
  'FORGOT_OR_CHANGE_PASSWORD',
  'SEND_PASSWORD_RESET_CODE',
  'DEFECT_NOTICE_SUBMIT_ERROR',
  'DEFECT_NOTICE_MISSING_PHONE_NUMBER',
  'QUESTION_SUBMIT_ERROR',
  'QUESTION_MISSING_PHONE_NUMBER',
  'FEEDBACK_SUBMIT_ERROR',
  'FEEDBACK_MISSING_PHONE_NUMBER',
  'FILE_FAILED_TO_OPEN',
  'FILE_FAILED_TO_LOAD',
  'CODE_MISMATCH_EXCEPTION',
  'EXPIRED_CODE_EXCEPTION',
  'INVALID_PASSWORD_EXCEPTION',
  'LIMIT_EXCEEDED_EXCEPTION',
  'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
  'TOO_MANY_REQUESTS_EXCEPTION',
  'USER_NOT_CONFIRMED_EXCEPTION',
  'USER_NOT_FOUND_EXCEPTION',
  'BULLETIN_NOT_FOUND',
  'IMPERSONATION_WRITE_ACCESS_DENIED',
]

describe('error codes', () => {
  it('contains every code of spec 02 §8', () => {
    expect(specCodes).toHaveLength(48)
    for (const code of specCodes) expect(errorCodes, code).toContain(code)
    expect([...specErrorCodes].sort()).toEqual([...specCodes].sort())
  })

  it('has no duplicates', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length)
  })

  it('are upper snake case', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
  })

  it('map to the statuses of spec 02 §8', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...errorCodes].sort())
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

  it('lists confirmation outcomes among the codes', () => {
    for (const code of confirmErrorCodes) expect(errorCodes).toContain(code)
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

describe('login states', () => {
  it('has the states of spec 02 §8', () => {
    for (const state of [
      'registration_link_fetch_failed',
      'user_not_confirmed',
      'invalid_credentials',
      'registration_cancelled',
      'registration_failed',
      'user_already_registered',
      'no_tenant_found',
      'generic_error',
      'login_expired',
    ]) {
      expect(loginStates).toContain(state)
    }
    expect(new Set(loginStates).size).toBe(loginStates.length)
  })
})
