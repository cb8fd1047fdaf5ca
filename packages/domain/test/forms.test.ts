import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  addTenantFormSchema,
  defectClassIdToWire,
  defectClassLayout,
  defectNoticeFormSchema,
  editorLinkFormSchema,
  emptyAddTenantPerson,
  emptyBeneficiaryRow,
  emptyNewAddress,
  feedbackFormSchema,
  fieldErrorsOf,
  forgotPasswordFormSchema,
  loginFormSchema,
  messageFormSchema,
  modificationFormSchema,
  noticeReporterOf,
  ownInfoFormSchema,
  parkingReservationFormSchema,
  parkingTerminationFormSchema,
  questionFormSchema,
  registrationCodeFormSchema,
  registrationEmailFromQuery,
  registrationProviderSchema,
  removeAddTenantPerson,
  terminationFormSchema,
  transferDestinationProblem,
  type TerminationForm,
} from '../src/index.ts'

const TODAY = '2026-11-21'
const UUID = '00000000-0000-4000-8000-000000000001'

/** The field errors of a parse (`{}` when it succeeds). */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('login', () => {
  it('username is an e-mail, password at least 8', () => {
    expect(
      loginFormSchema.parse({ username: ' Aino@Example.com', password: 'Asukas-demo-1' }),
    ).toEqual({
      username: 'aino@example.com',
      password: 'Asukas-demo-1',
    })
    expect(errors(loginFormSchema, { username: '', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    })
    expect(errors(loginFormSchema, { username: 'aino', password: 'short' })).toEqual({
      username: 'invalid_email',
      password: 'invalid_string',
    })
    // not the full policy: an old password without a special character still logs in
    expect(errors(loginFormSchema, { username: 'a@b.fi', password: 'abcdefgh' })).toEqual({})
  })
})

describe('registration', () => {
  it('code step: 6 digits', () => {
    expect(
      errors(registrationCodeFormSchema, { email: 'a@b.fi', verificationCode: '12345' }),
    ).toEqual({
      verificationCode: 'invalid_pin',
    })
    expect(
      errors(registrationCodeFormSchema, { email: 'a@b.fi', verificationCode: '123456' }),
    ).toEqual({})
  })
  it('provider must be telia or candour', () => {
    expect(registrationProviderSchema.parse('telia')).toBe('telia')
    expect(registrationProviderSchema.safeParse('google').error?.issues[0]?.message).toBe(
      'invalid_string',
    )
    expect(registrationProviderSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'required',
    )
  })
  it('the email query parameter is URI-decoded and validated', () => {
    expect(registrationEmailFromQuery('aino%40example.com')).toBe('aino@example.com')
    expect(registrationEmailFromQuery('Aino.Virtanen%2Btest%40Example.com')).toBe(
      'aino.virtanen+test@example.com',
    )
    expect(registrationEmailFromQuery('aino@example.com')).toBe('aino@example.com')
    expect(registrationEmailFromQuery('%E0%A4%A')).toBeNull()
    expect(registrationEmailFromQuery('not-an-email')).toBeNull()
    expect(registrationEmailFromQuery(null)).toBeNull()
  })
})

describe('password reset and change', () => {
  it('forgot: the e-mail step', () => {
    expect(errors(forgotPasswordFormSchema, { email: 'x' })).toEqual({ email: 'invalid_email' })
  })
})

describe('own information', () => {
  it('email and phone required; three boolean flags', () => {
    const ok = {
      email: 'a@b.fi',
      phoneNumber: '+358 40 123 4567',
      communicationByEmail: true,
      communicationBySms: false,
      marketingAllowed: false,
    }
    expect(errors(ownInfoFormSchema, ok)).toEqual({})
    expect(errors(ownInfoFormSchema, { ...ok, email: '', phoneNumber: '' })).toEqual({
      email: 'required',
      phoneNumber: 'required',
    })
    expect(errors(ownInfoFormSchema, { ...ok, marketingAllowed: 'yes' })).toEqual({
      marketingAllowed: 'invalid_string',
    })
  })
})

describe('fault report, question, feedback', () => {
  const defect = {
    defectLocation: 'CONTRACT_TARGET',
    defectClassId: 1,
    title: 'Hana vuotaa',
    description: '',
    fileUuids: [],
    masterKeyAccessAllowed: true,
    hasPetsInApartment: false,
  }
  it('fault report requires location and class; title max 100', () => {
    expect(errors(defectNoticeFormSchema, defect)).toEqual({})
    expect(
      errors(defectNoticeFormSchema, { ...defect, defectLocation: '', defectClassId: undefined }),
    ).toEqual({
      defectLocation: 'required',
      defectClassId: 'required',
    })
    expect(errors(defectNoticeFormSchema, { ...defect, defectClassId: 20 })).toEqual({
      defectClassId: 'invalid_number',
    })
    expect(errors(defectNoticeFormSchema, { ...defect, title: 'x'.repeat(101) })).toEqual({
      title: 'invalid_string',
    })
    expect(errors(defectNoticeFormSchema, { ...defect, defectClassId: -1 })).toEqual({})
  })
  it('at least one of title, description or files (error on description)', () => {
    const empty = { ...defect, title: '  ', description: '' }
    expect(errors(defectNoticeFormSchema, empty)).toEqual({
      description: 'title_description_or_files_required',
    })
    expect(errors(defectNoticeFormSchema, { ...empty, fileUuids: [UUID] })).toEqual({})
    expect(errors(defectNoticeFormSchema, { ...empty, description: 'Vuotaa' })).toEqual({})
    expect(errors(defectNoticeFormSchema, { ...empty, fileUuids: ['nope'] })).toEqual({
      'fileUuids.0': 'invalid_string',
    })
  })
  it('class -1 (other) is sent as null; the class chooser layout', () => {
    expect(defectClassIdToWire(-1)).toBeNull()
    expect(defectClassIdToWire(4)).toBe(4)
    const all = Array.from({ length: 21 }, (_, i) => i + 1)
    const layout = defectClassLayout(all)
    expect(layout.buttons).toEqual([1, 2, 4, 11])
    expect(layout.list).not.toContain(20)
    expect(layout.list).not.toContain(21)
    expect(layout.list.at(-1)).toBe(-1)
    expect(layout.list).toHaveLength(21 - 2 - 4 + 1)
    expect(defectClassLayout([3, 2])).toEqual({ buttons: [2], list: [3, -1] })
  })
  it('contact is sent only when both phone and email are present', () => {
    expect(noticeReporterOf({ phoneNumber: '+3584012345', email: ' A@B.fi ' })).toEqual({
      phoneNumber: '+3584012345',
      email: 'a@b.fi',
    })
    expect(noticeReporterOf({ phoneNumber: '+3584012345', email: '' })).toBeNull()
    expect(noticeReporterOf({ phoneNumber: null, email: 'a@b.fi' })).toBeNull()
  })
  it('question also requires e-mail and phone', () => {
    const q = { title: 'Sauna', description: '', fileUuids: [], email: '', phoneNumber: '' }
    expect(errors(questionFormSchema, q)).toEqual({ email: 'required', phoneNumber: 'required' })
    expect(
      errors(questionFormSchema, { ...q, email: 'a@b.fi', phoneNumber: '+3584012345' }),
    ).toEqual({})
  })
  it('feedback description max 2000; contact optional but valid', () => {
    const f = {
      title: '',
      description: 'x'.repeat(2000),
      fileUuids: [],
      email: '',
      phoneNumber: '',
    }
    expect(errors(feedbackFormSchema, f)).toEqual({})
    expect(errors(feedbackFormSchema, { ...f, description: 'x'.repeat(2001) })).toEqual({
      description: 'invalid_string',
    })
    expect(errors(feedbackFormSchema, { ...f, email: 'x' })).toEqual({ email: 'invalid_email' })
    expect(errors(feedbackFormSchema, { ...f, description: ' ' })).toEqual({
      description: 'title_description_or_files_required',
    })
  })
})

describe('message', () => {
  const m = { subject: ' Sauna ', htmlContent: '<p>Hei</p>', fileIds: [], messageThreadUuid: null }
  it('subject and body trimmed and required', () => {
    expect(messageFormSchema.parse(m).subject).toBe('Sauna')
    expect(errors(messageFormSchema, { ...m, subject: '  ', htmlContent: '<p> </p>' })).toEqual({
      subject: 'required',
      htmlContent: 'required',
    })
  })
  it('subject at most 200, body at most 3000 characters of text', () => {
    expect(errors(messageFormSchema, { ...m, subject: 'x'.repeat(201) })).toEqual({
      subject: 'invalid_string',
    })
    expect(
      errors(messageFormSchema, {
        ...m,
        subject: 'x'.repeat(200),
        htmlContent: `<p>${'x'.repeat(3000)}</p>`,
      }),
    ).toEqual({})
    expect(errors(messageFormSchema, { ...m, htmlContent: `<p>${'x'.repeat(3001)}</p>` })).toEqual({
      htmlContent: 'invalid_string',
    })
  })
  it('a reply names its thread', () => {
    expect(errors(messageFormSchema, { ...m, messageThreadUuid: UUID })).toEqual({})
    expect(errors(messageFormSchema, { ...m, messageThreadUuid: 'x' })).toEqual({
      messageThreadUuid: 'invalid_string',
    })
  })
})

describe('add tenant', () => {
  const person = {
    socialSecurityNumber: '010594Y9021',
    firstName: ' Aino ',
    lastName: 'Virtanen',
    email: '',
    phoneNumber: '',
    birthDate: null,
  }
  it('identity code valid, names required, e-mail optional, birth date optional', () => {
    expect(addTenantFormSchema.parse({ tenants: [person] }).tenants[0]?.firstName).toBe('Aino')
    expect(
      errors(addTenantFormSchema, {
        tenants: [{ ...person, socialSecurityNumber: '010190-999K', firstName: ' ', lastName: '' }],
      }),
    ).toEqual({
      'tenants.0.socialSecurityNumber': 'invalid_ssn',
      'tenants.0.firstName': 'required',
      'tenants.0.lastName': 'required',
    })
    expect(
      errors(addTenantFormSchema, {
        tenants: [{ ...person, email: 'x', birthDate: '1994-05-32' }],
      }),
    ).toEqual({
      'tenants.0.email': 'invalid_email',
      'tenants.0.birthDate': 'invalid_date',
    })
    expect(errors(addTenantFormSchema, { tenants: [] })).toEqual({ tenants: 'required' })
  })
  it('the first person cannot be removed; more can be added', () => {
    const people = [emptyAddTenantPerson(), { ...emptyAddTenantPerson(), firstName: 'B' }]
    expect(removeAddTenantPerson(people, 0)).toEqual(people)
    expect(removeAddTenantPerson(people, 1)).toEqual([people[0]])
  })
})

describe('parking forms', () => {
  it('reservation: start date required, not in the past, end date always null', () => {
    const schema = parkingReservationFormSchema(TODAY)
    expect(schema.parse({ rentableParkingSpotId: 12, startDate: TODAY })).toEqual({
      rentableParkingSpotId: 12,
      startDate: TODAY,
      endDate: null,
    })
    expect(errors(schema, { rentableParkingSpotId: 'P-1', startDate: '' })).toEqual({
      startDate: 'required',
    })
    expect(errors(schema, { rentableParkingSpotId: 'P-1', startDate: '2026-11-20' })).toEqual({
      startDate: 'too_small_date',
    })
    expect(
      errors(schema, { rentableParkingSpotId: 'P-1', startDate: TODAY, endDate: '2026-12-01' }),
    ).toEqual({ endDate: 'invalid_date' })
    expect(errors(schema, { rentableParkingSpotId: '', startDate: TODAY })).toEqual({
      rentableParkingSpotId: 'required',
    })
  })
  it('termination: end date yyyy-MM-dd, not before today', () => {
    const schema = parkingTerminationFormSchema(TODAY)
    expect(errors(schema, { rentableParkingSpotId: 1, endDate: TODAY })).toEqual({})
    expect(errors(schema, { rentableParkingSpotId: 1, endDate: '21.11.2026' })).toEqual({
      endDate: 'invalid_date',
    })
    expect(errors(schema, { rentableParkingSpotId: 1, endDate: '2026-11-20' })).toEqual({
      endDate: 'too_small_date',
    })
  })
})

describe('contract termination form', () => {
  const form: TerminationForm = {
    terminationReason: 'move_to_another_rental',
    endDate: '2026-12-31',
    movingOutDate: '2026-12-20',
    additionalDetails: '',
    fileUuids: [],
    givingContactInfoAllowed: true,
    hasPetsInApartment: false,
    showing: 'tenant_shows',
    beneficiaries: [],
    newAddress: emptyNewAddress(),
    isCollateral: null,
    collateralLender: '',
    rightOfOccupancyCollateralLocation: null,
    bank: '',
  }
  const rental = terminationFormSchema({
    contractType: 'rental',
    contractStartDate: '2020-01-01',
    contractEndDate: null,
    today: TODAY,
  })
  const roo = terminationFormSchema({
    contractType: 'right_of_occupancy',
    contractStartDate: '2020-01-01',
    contractEndDate: null,
    today: TODAY,
  })

  it('a complete rental termination passes', () => {
    expect(errors(rental, form)).toEqual({})
  })
  it('reason required, one of the 21 wire reasons', () => {
    expect(errors(rental, { ...form, terminationReason: '' })).toEqual({
      terminationReason: 'required',
    })
    expect(errors(rental, { ...form, terminationReason: 'boredom' })).toEqual({
      terminationReason: 'invalid_string',
    })
    expect(errors(rental, { ...form, terminationReason: 'internal_swap' })).toEqual({})
  })
  it('end date and moving-out date windows', () => {
    expect(errors(rental, { ...form, endDate: '2026-12-30', movingOutDate: null })).toEqual({
      endDate: 'too_small_date',
    })
    expect(errors(rental, { ...form, endDate: '2027-11-22', movingOutDate: null })).toEqual({
      endDate: 'too_big_date',
    })
    expect(errors(rental, { ...form, movingOutDate: '2027-01-02' })).toEqual({
      movingOutDate: 'move_date_after_end_date',
    })
    expect(errors(rental, { ...form, movingOutDate: '2026-11-20' })).toEqual({
      movingOutDate: 'too_small_date',
    })
    expect(
      errors(roo, {
        ...form,
        endDate: '2027-02-20',
        movingOutDate: null,
        isCollateral: false,
        rightOfOccupancyCollateralLocation: 'holder',
        beneficiaries: [
          {
            ...emptyBeneficiaryRow(),
            beneficiaryName: 'A',
            iban: 'FI2112345600000785',
            returnPercentage: 100,
          },
        ],
      }),
    ).toEqual({ endDate: 'too_small_date' })
  })
  it('additional details at most 1000', () => {
    expect(errors(rental, { ...form, additionalDetails: 'x'.repeat(1001) })).toEqual({
      additionalDetails: 'invalid_string',
    })
  })
  it('beneficiary issues land on their row and field', () => {
    expect(
      errors(rental, {
        ...form,
        beneficiaries: [
          {
            ...emptyBeneficiaryRow(),
            beneficiaryName: 'Aino',
            iban: 'FI2112345600000785',
            returnPercentage: 50,
          },
          {
            ...emptyBeneficiaryRow(),
            beneficiaryName: 'Mikko',
            iban: 'DE89370400440532013000',
            returnPercentage: 40,
          },
        ],
      }),
    ).toEqual({
      'beneficiaries.1.bic': 'required',
      'beneficiaries.0.returnPercentage': 'invalid_return_percentage_sum',
    })
  })
  it('beneficiary ids are UUID strings', () => {
    const existing = {
      ...emptyBeneficiaryRow(),
      existingBeneficiaryId: UUID,
      contractToTenantAssociationId: UUID,
      beneficiaryName: 'Aino',
      iban: 'FI2112345600000785',
      returnPercentage: 100,
    }
    expect(errors(rental, { ...form, beneficiaries: [existing] })).toEqual({})
    expect(
      errors(rental, {
        ...form,
        beneficiaries: [
          { ...existing, existingBeneficiaryId: 7, contractToTenantAssociationId: '' },
        ],
      }),
    ).toEqual({
      'beneficiaries.0.existingBeneficiaryId': 'invalid_string',
      'beneficiaries.0.contractToTenantAssociationId': 'required',
    })
  })
  it('new address all-or-nothing', () => {
    expect(
      errors(rental, { ...form, newAddress: { ...emptyNewAddress(), postalCode: '123' } }),
    ).toEqual({
      'newAddress.recipientName': 'required',
      'newAddress.streetAddress': 'required',
      'newAddress.postalCode': 'invalid_postal_code',
      'newAddress.city': 'required',
    })
  })
  it('right-of-occupancy: collateral, lender, location and bank', () => {
    const beneficiaries = [
      {
        ...emptyBeneficiaryRow(),
        beneficiaryName: 'A',
        iban: 'FI2112345600000785',
        returnPercentage: 100,
      },
    ]
    const rooForm = { ...form, endDate: '2027-02-21', movingOutDate: null, beneficiaries }
    expect(errors(roo, rooForm)).toEqual({
      isCollateral: 'required',
      rightOfOccupancyCollateralLocation: 'required',
    })
    expect(
      errors(roo, { ...rooForm, isCollateral: true, rightOfOccupancyCollateralLocation: 'bank' }),
    ).toEqual({ collateralLender: 'required', bank: 'required' })
    expect(
      errors(roo, {
        ...rooForm,
        isCollateral: true,
        collateralLender: 'Nordea',
        rightOfOccupancyCollateralLocation: 'bank',
        bank: 'Nordea',
      }),
    ).toEqual({})
    expect(
      errors(roo, {
        ...rooForm,
        isCollateral: false,
        rightOfOccupancyCollateralLocation: 'holder',
      }),
    ).toEqual({})
    expect(
      errors(roo, {
        ...rooForm,
        isCollateral: false,
        rightOfOccupancyCollateralLocation: 'holder',
        beneficiaries: [],
      }),
    ).toEqual({})
    expect(
      errors(roo, {
        ...rooForm,
        isCollateral: false,
        rightOfOccupancyCollateralLocation: 'holder',
        beneficiaries: [emptyBeneficiaryRow()],
      }),
    ).toEqual({
      'beneficiaries.0.beneficiaryName': 'required',
      'beneficiaries.0.iban': 'required',
      'beneficiaries.0.returnPercentage': 'required',
    })
  })
  it('an early end of a fixed-term contract needs attachments', () => {
    const fixed = terminationFormSchema({
      contractType: 'rental',
      contractStartDate: '2020-01-01',
      contractEndDate: '2027-06-30',
      today: TODAY,
    })
    expect(errors(fixed, form)).toEqual({ fileUuids: 'required' })
    expect(errors(fixed, { ...form, fileUuids: [UUID] })).toEqual({})
  })
  it('nothing may be dated before the contract start', () => {
    const notStarted = terminationFormSchema({
      contractType: 'rental',
      contractStartDate: '2027-02-01',
      contractEndDate: null,
      today: TODAY,
    })
    expect(errors(notStarted, form)).toEqual({
      endDate: 'too_small_date',
      movingOutDate: 'too_small_date',
    })
  })
})

describe('contract modification form', () => {
  /** Tenant ids are UUIDs, as on the wire. */
  const tid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
  const tenants = [
    { id: tid(1), isContractParty: true, isAdult: true, hasResidentUser: true },
    { id: tid(2), isContractParty: false, isAdult: true, hasResidentUser: true },
    { id: tid(3), isContractParty: false, isAdult: true, hasResidentUser: false },
    { id: tid(4), isContractParty: false, isAdult: false, hasResidentUser: false },
  ]
  const schema = modificationFormSchema({ tenants, today: TODAY })
  const form = {
    inEffect: '2026-11-30',
    description: '',
    removeTenantIds: [tid(3)],
    transferDestinationTenantId: null,
  }

  it('date today … 2 months', () => {
    expect(errors(schema, form)).toEqual({})
    expect(errors(schema, { ...form, inEffect: '2026-11-20' })).toEqual({
      inEffect: 'too_small_date',
    })
    expect(errors(schema, { ...form, inEffect: '2027-01-22' })).toEqual({
      inEffect: 'too_big_date',
    })
  })
  it('some but not all tenants of the contract', () => {
    expect(errors(schema, { ...form, removeTenantIds: [] })).toEqual({
      removeTenantIds: 'required',
    })
    expect(errors(schema, { ...form, removeTenantIds: [tid(99)] })).toEqual({
      removeTenantIds: 'invalid_string',
    })
    expect(
      errors(schema, {
        ...form,
        removeTenantIds: [tid(1), tid(2), tid(3), tid(4)],
        transferDestinationTenantId: tid(2),
      }),
    ).toMatchObject({ removeTenantIds: 'invalid_string' })
  })
  it('tenant ids are UUID strings', () => {
    expect(
      errors(schema, { ...form, removeTenantIds: [3], transferDestinationTenantId: 'x' }),
    ).toEqual({
      'removeTenantIds.0': 'invalid_string',
      transferDestinationTenantId: 'invalid_string',
    })
  })
  it('removing every contract party requires an eligible transfer destination', () => {
    expect(errors(schema, { ...form, removeTenantIds: [tid(1)] })).toEqual({
      transferDestinationTenantId: 'required',
    })
    expect(
      errors(schema, { ...form, removeTenantIds: [tid(1)], transferDestinationTenantId: tid(2) }),
    ).toEqual({})
    const notResident = schema.safeParse({
      ...form,
      removeTenantIds: [tid(1)],
      transferDestinationTenantId: tid(3),
    })
    expect(notResident.error?.issues).toEqual([
      expect.objectContaining({
        message: 'invalid_string',
        path: ['transferDestinationTenantId'],
        params: { reason: 'not_resident_user' },
      }),
    ])
    expect(transferDestinationProblem(tenants, [tid(1)], tid(4))).toBe('not_resident_user')
    expect(transferDestinationProblem(tenants, [tid(1), tid(2)], tid(2))).toBe('not_resident_user')
    expect(transferDestinationProblem(tenants, [tid(1)], tid(1))).toBe('not_resident_user')
    expect(transferDestinationProblem(tenants, [tid(3)], null)).toBeUndefined()
  })
})

describe('editor link dialog', () => {
  it('text required; link required and a valid URL', () => {
    expect(errors(editorLinkFormSchema, { text: 'Ohje', link: 'https://example.fi/ohje' })).toEqual(
      {},
    )
    expect(errors(editorLinkFormSchema, { text: ' ', link: '' })).toEqual({
      text: 'required',
      link: 'required',
    })
    expect(errors(editorLinkFormSchema, { text: 'x', link: 'javascript:alert(1)' })).toEqual({
      link: 'invalid_string',
    })
  })
})
