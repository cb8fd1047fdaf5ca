/**
 * The confirmation views of the contract flows (spec 02 §8 "Confirm views"): every error code the
 * identity callback or an init can give maps to its own view, anything else to "out of service",
 * and only noAttributes has no restart button; every view has a title and a message in fi, sv
 * and en.
 */
import { describe, expect, it } from 'vitest'
import { confirmErrorCodes } from '@asukas/contract'
import { confirmErrorKind, hasRestart } from '../src/features/contract-flows/confirm-errors.ts'
import { contractFlowsEn } from '../src/shared/i18n/contract-flows/en.ts'
import { contractFlowsFi } from '../src/shared/i18n/contract-flows/fi.ts'
import { contractFlowsSv } from '../src/shared/i18n/contract-flows/sv.ts'

describe('confirmation error views', () => {
  it('gives each spec kind its own view and restart button, except noAttributes', () => {
    expect(confirmErrorKind('CONFIRM_OPERATION_CANCELLED')).toBe('cancelled')
    expect(confirmErrorKind('CONFIRM_OPERATION_NO_IDENTITY_VERIFIER')).toBe('noIdentityVerifier')
    expect(confirmErrorKind('CONFIRM_OPERATION_NO_IDENTITY')).toBe('noIdentity')
    expect(confirmErrorKind('CONFIRM_OPERATION_NO_USER')).toBe('noUser')
    expect(confirmErrorKind('CONFIRM_OPERATION_NO_ATTRIBUTES')).toBe('noAttributes')
    expect(confirmErrorKind('CONFIRM_OPERATION_IDENTITY_MISMATCH')).toBe('identityMismatch')
    expect(confirmErrorKind('TERMINATE_CONTRACT_INIT_CONFIRM_ERROR')).toBe('initFailed')
    expect(confirmErrorKind('CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED')).toBe(
      'passportNotAllowed',
    )
    expect(confirmErrorKind('SOMETHING_ELSE')).toBe('outOfService')
    expect(hasRestart('noAttributes')).toBe(false)
    for (const code of confirmErrorCodes) {
      const kind = confirmErrorKind(code)
      expect(kind, code).not.toBe('outOfService')
      expect(hasRestart(kind)).toBe(kind !== 'noAttributes')
    }
  })

  it('has a title and a message of every view in every language', () => {
    for (const texts of [contractFlowsFi, contractFlowsSv, contractFlowsEn]) {
      for (const kind of Object.keys(
        contractFlowsFi.errors.titles,
      ) as (keyof typeof contractFlowsFi.errors.titles)[]) {
        expect(texts.errors.titles[kind].length).toBeGreaterThan(0)
        expect(texts.errors.messages[kind].length).toBeGreaterThan(0)
      }
      expect(Object.keys(texts.disallowed.reasons)).toHaveLength(13)
    }
  })
})
