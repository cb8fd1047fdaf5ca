import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/shared/api/client.ts'
import { isTooManyAttempts, passwordChangeCause } from '../src/shared/lib/password-errors.ts'

describe('password change causes (spec 02 §8 "Password change by code")', () => {
  const cases: [number, ConstructorParameters<typeof ApiError>[1], string][] = [
    [400, 'CODE_MISMATCH_EXCEPTION', 'wrongCode'],
    [400, 'VALIDATION_ERROR', 'wrongCode'],
    [400, 'EXPIRED_CODE_EXCEPTION', 'expiredCode'],
    [400, 'INVALID_PASSWORD_EXCEPTION', 'wrongPassword'],
    [429, 'LIMIT_EXCEEDED_EXCEPTION', 'tooManyAttempts'],
    [429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION', 'tooManyAttempts'],
    [429, 'TOO_MANY_REQUESTS_EXCEPTION', 'tooManyAttempts'],
    [403, 'USER_NOT_CONFIRMED_EXCEPTION', 'userNotConfirmed'],
    [403, 'USER_NOT_CONFIRMED', 'userNotConfirmed'],
    [404, 'USER_NOT_FOUND_EXCEPTION', 'userNotFound'],
    [500, 'INTERNAL_SERVER_ERROR', 'none'],
    [-1, 'UNEXPECTED', 'none'],
  ]
  for (const [status, code, cause] of cases) {
    it(`${code} → ${cause}`, () => {
      expect(passwordChangeCause(new ApiError(status, code))).toBe(cause)
    })
  }

  it('blames the password when a validation error names only the new password', () => {
    const onlyPassword = new ApiError(400, 'VALIDATION_ERROR', {
      fieldErrors: { newPassword: 'invalid_string' },
    })
    const both = new ApiError(400, 'VALIDATION_ERROR', {
      fieldErrors: { newPassword: 'invalid_string', resetCode: 'invalid_pin' },
    })
    expect(passwordChangeCause(onlyPassword)).toBe('wrongPassword')
    expect(passwordChangeCause(both)).toBe('wrongCode')
  })

  it('has no cause for errors that are not API errors', () => {
    expect(passwordChangeCause(new Error('boom'))).toBe('none')
  })

  it('recognises the too-many-attempts family', () => {
    expect(isTooManyAttempts(new ApiError(429, 'LIMIT_EXCEEDED_EXCEPTION'))).toBe(true)
    expect(isTooManyAttempts(new ApiError(400, 'CODE_MISMATCH_EXCEPTION'))).toBe(false)
  })
})
