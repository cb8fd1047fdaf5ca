/**
 * The confirmation views of the contract requests (spec 02 §8 "Confirm views"): every error code the
 * identity callback or an init can give maps to its own view, anything else to "out of service",
 * and only noAttributes has no restart button; every view has a title and a message in fi, sv
 * and en.
 */
import { describe, expect, it } from 'vitest'
import { api, confirmErrorCodes } from '@asukas/contract'
import { disallowedReasonOrUnknown, terminationDisallowedReasons } from '@asukas/domain'
import {
  confirmErrorKind,
  hasRestart,
  initFailureCode,
} from '../src/features/contract-requests/confirm-errors.ts'
import { contractRequestsEn } from '../src/shared/i18n/contract-requests/en.ts'
import { contractRequestsFi } from '../src/shared/i18n/contract-requests/fi.ts'
import { contractRequestsSv } from '../src/shared/i18n/contract-requests/sv.ts'

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
    for (const texts of [contractRequestsFi, contractRequestsSv, contractRequestsEn]) {
      for (const kind of Object.keys(
        contractRequestsFi.errors.titles,
      ) as (keyof typeof contractRequestsFi.errors.titles)[]) {
        expect(texts.errors.titles[kind].length).toBeGreaterThan(0)
        expect(texts.errors.messages[kind].length).toBeGreaterThan(0)
      }
      expect(Object.keys(texts.disallowed.reasons)).toHaveLength(13)
    }
  })
})

const languages = { fi: contractRequestsFi, sv: contractRequestsSv, en: contractRequestsEn }

describe('disallowed reasons (spec 01 §3, §4; spec 02 §8 UNKNOWN)', () => {
  it('gives each of the 12 reasons its own message in fi, sv and en, and UNKNOWN the rest', () => {
    expect(terminationDisallowedReasons).toHaveLength(12)
    for (const [lang, texts] of Object.entries(languages)) {
      const messages = [...terminationDisallowedReasons, 'UNKNOWN' as const].map(
        (reason) => texts.disallowed.reasons[reason],
      )
      expect(new Set(messages).size, lang).toBe(13)
      for (const message of messages) expect(message.length, lang).toBeGreaterThan(10)
    }
    expect(disallowedReasonOrUnknown('multiple_contract_parties')).toBe('UNKNOWN')
    expect(disallowedReasonOrUnknown(undefined)).toBe('UNKNOWN')
    expect(disallowedReasonOrUnknown('has_guardian_of_interests')).toBe('has_guardian_of_interests')
  })
})

describe('errors of the confirm-operation calls (spec 02 §8)', () => {
  const views = (code: string) => confirmErrorKind(code)

  it('shows every declared error of a start as a view with its own message', () => {
    const starts = [
      ['termination', api.createTermination.errors],
      ['modification', api.createModification.errors],
      ['addTenant', api.addTenant.errors],
      ['accept', api.approveTermination.errors],
      ['reject', api.approveModification.errors],
    ] as const
    for (const [flow, errors] of starts) {
      for (const code of [...(errors ?? []), 'INTERNAL_SERVER_ERROR', 'UNEXPECTED']) {
        const kind = views(initFailureCode(flow, code))
        expect(kind, `${flow} ${code}`).not.toBe('outOfService')
      }
    }
    // the spec's fixed codes
    expect(initFailureCode('addTenant', 'TERMINATION_NOT_ALLOWED')).toBe(
      'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR',
    )
    expect(initFailureCode('modification', 'INTERNAL_SERVER_ERROR')).toBe(
      'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
    )
    expect(initFailureCode('accept', 'INTERNAL_SERVER_ERROR', 'modification')).toBe(
      'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
    )
    expect(initFailureCode('reject', 'INTERNAL_SERVER_ERROR')).toBe(
      'CONFIRM_OPERATION_GENERIC_ERROR',
    )
    expect(initFailureCode('termination', 'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED')).toBe(
      'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED',
    )
  })

  it('words every view differently in each language', () => {
    for (const [lang, texts] of Object.entries(languages)) {
      const kinds = Object.keys(texts.errors.messages)
      expect(new Set(Object.values(texts.errors.messages)).size, lang).toBe(kinds.length)
      expect(new Set(Object.values(texts.errors.titles)).size, lang).toBe(kinds.length)
    }
  })
})
