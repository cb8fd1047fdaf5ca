import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as domain from '../src/index.ts'
import {
  fieldErrorsOf,
  isMessageKey,
  isoDateSchema,
  messageKeys,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  requiredText,
} from '../src/index.ts'

describe('message keys (spec 02 §5)', () => {
  it('are exactly the 16 keys of the spec', () => {
    expect([...messageKeys].sort()).toEqual(
      [
        'required',
        'too_small_date',
        'too_big_date',
        'invalid_date',
        'invalid_postal_code',
        'invalid_number',
        'invalid_iban',
        'invalid_bic',
        'invalid_email',
        'invalid_phone_number',
        'invalid_ssn',
        'invalid_string',
        'invalid_pin',
        'move_date_after_end_date',
        'invalid_return_percentage_sum',
        'title_description_or_files_required',
      ].sort(),
    )
    expect(isMessageKey('required')).toBe(true)
    expect(isMessageKey('Required')).toBe(false)
  })
})

describe('isoDateSchema', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29')
    expect(isoDateSchema.safeParse('2025-02-29').error?.issues[0]?.message).toBe('invalid_date')
    expect(isoDateSchema.safeParse('21.11.2026').error?.issues[0]?.message).toBe('invalid_date')
    expect(isoDateSchema.safeParse('').error?.issues[0]?.message).toBe('required')
    expect(isoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('required')
    expect(isoDateSchema.safeParse(20261121).error?.issues[0]?.message).toBe('invalid_string')
  })
})

describe('optional fields', () => {
  it('allow empty, validate otherwise', () => {
    expect(optionalEmailSchema.parse(' ')).toBe('')
    expect(optionalEmailSchema.parse('A@Example.com')).toBe('a@example.com')
    expect(optionalEmailSchema.safeParse('nope').error?.issues[0]?.message).toBe('invalid_email')
    expect(optionalPhoneNumberSchema.parse('')).toBe('')
    expect(optionalPhoneNumberSchema.safeParse('040').error?.issues[0]?.message).toBe(
      'invalid_phone_number',
    )
  })
  it('requiredText trims and bounds', () => {
    expect(requiredText(3).parse(' abc ')).toBe('abc')
    expect(
      requiredText(3)
        .safeParse('   ')
        .error?.issues.map((i) => i.message),
    ).toEqual(['required'])
    expect(requiredText(3).safeParse('abcd').error?.issues[0]?.message).toBe('invalid_string')
  })
})

describe('fieldErrorsOf', () => {
  it('gives one key per path, first issue wins', () => {
    const schema = z.object({ a: domain.emailSchema, b: z.array(domain.ibanSchema) })
    const result = schema.safeParse({ a: 'x', b: ['FI00', ''] })
    expect(result.success).toBe(false)
    expect(fieldErrorsOf(result.error!)).toEqual({
      a: 'invalid_email',
      'b.0': 'invalid_iban',
      'b.1': 'required',
    })
  })
  it('turns foreign prose into invalid_string', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 1 })
    expect(fieldErrorsOf(result.error!)).toEqual({ a: 'invalid_string' })
  })
})

/**
 * Every zod schema the package exports (plain ones and those built by a factory with a sample
 * context) must only ever answer with spec 02 §5 message keys, whatever the input.
 */
describe('no prose in any exported schema', () => {
  const today = '2026-11-21'
  const factories: Record<string, z.ZodType> = {
    terminationFormSchema: domain.terminationFormSchema({
      contractType: 'right_of_occupancy',
      contractStartDate: '2020-01-01',
      contractEndDate: null,
      today,
    }),
    modificationFormSchema: domain.modificationFormSchema({
      tenants: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          isContractParty: true,
          isAdult: true,
          hasResidentUser: true,
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          isContractParty: false,
          isAdult: true,
          hasResidentUser: false,
        },
      ],
      today,
    }),
    parkingReservationFormSchema: domain.parkingReservationFormSchema(today),
    parkingTerminationFormSchema: domain.parkingTerminationFormSchema(today),
  }
  const exported = Object.entries(domain as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  )
  const schemas = [...exported, ...Object.entries(factories)]

  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(25)
  })

  const anything = fc.anything({
    withNullPrototype: false,
    withBigInt: false,
    withDate: false,
    withMap: false,
    withSet: false,
    withTypedArray: false,
  })
  /** Objects shaped like the forms, with wrong or empty values in their fields. */
  const formLike = fc.dictionary(
    fc.constantFrom(
      'email',
      'username',
      'password',
      'newPassword',
      'confirmPassword',
      'resetCode',
      'verificationCode',
      'phoneNumber',
      'title',
      'description',
      'fileUuids',
      'subject',
      'htmlContent',
      'fileIds',
      'messageThreadUuid',
      'tenants',
      'beneficiaries',
      'newAddress',
      'endDate',
      'startDate',
      'movingOutDate',
      'inEffect',
      'removeTenantIds',
      'terminationReason',
      'showing',
      'defectClassId',
      'defectLocation',
      'isCollateral',
    ),
    fc.oneof(anything, fc.constant(''), fc.constant([{}]), fc.constant({})),
  )

  it.each(schemas)('%s', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(anything, formLike), (input) => {
        const result = schema.safeParse(input)
        if (!result.success) {
          for (const issue of result.error.issues) expect(messageKeys).toContain(issue.message)
        }
      }),
      { numRuns: 300 },
    )
  })
})
