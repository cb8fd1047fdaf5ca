/**
 * The account forms' UI shapes (moved from the domain package, issue 10): the contract's body
 * schemas plus the password's confirmation, and the own-information defaults.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { fieldErrorsOf } from '@asukas/domain'
import {
  changePasswordFormSchema,
  confirmForgottenPasswordFormSchema,
  ownInfoDefaults,
  registrationPasswordFormSchema,
} from '../src/shared/forms/account-forms.ts'

/** The field errors of a parse (`{}` when it succeeds). */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('registration password step', () => {
  const ok = { email: 'a@b.fi', newPassword: 'Kaunis-Järvi-42', confirmPassword: 'Kaunis-Järvi-42' }
  it('passes the policy with matching entries, and sends no confirmation', () => {
    expect(errors(registrationPasswordFormSchema, ok)).toEqual({})
    expect(registrationPasswordFormSchema.parse(ok)).toEqual({
      email: 'a@b.fi',
      newPassword: 'Kaunis-Järvi-42',
      confirmPassword: 'Kaunis-Järvi-42',
    })
  })
  it('marks a mismatch and an empty confirmation on the confirmation field', () => {
    expect(
      errors(registrationPasswordFormSchema, { ...ok, confirmPassword: 'Kaunis-Järvi-43' }),
    ).toEqual({ confirmPassword: 'invalid_string' })
    expect(errors(registrationPasswordFormSchema, { ...ok, confirmPassword: '' })).toEqual({
      confirmPassword: 'required',
    })
  })
  it('refuses a very common password on the password field', () => {
    expect(
      errors(registrationPasswordFormSchema, {
        ...ok,
        newPassword: 'Password1!',
        confirmPassword: 'Password1!',
      }),
    ).toEqual({ newPassword: 'invalid_string' })
  })
})

describe('password reset and change', () => {
  it('forgot: the code must be 6 digits', () => {
    expect(
      errors(confirmForgottenPasswordFormSchema, {
        email: 'a@b.fi',
        resetCode: 'abcdef',
        newPassword: 'Kaunis-Järvi-42',
        confirmPassword: 'Kaunis-Järvi-42',
      }),
    ).toEqual({ resetCode: 'invalid_pin' })
  })
  it('change: code, new password, matching confirmation', () => {
    expect(
      errors(changePasswordFormSchema, {
        resetCode: '123456',
        newPassword: 'Kaunis-Järvi-42',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: 'invalid_string' })
  })
})

describe('own information defaults', () => {
  it('e-mail and SMS on, marketing off, a missing phone empty', () => {
    expect(ownInfoDefaults({ email: 'a@b.fi', phoneNumber: null })).toEqual({
      email: 'a@b.fi',
      phoneNumber: '',
      communicationByEmail: true,
      communicationBySms: true,
      marketingAllowed: false,
    })
  })
})
