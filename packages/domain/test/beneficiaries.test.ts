import { describe, expect, it } from 'vitest'
import {
  addBeneficiary,
  beneficiariesToSend,
  beneficiaryIssues,
  beneficiaryRowsFromExisting,
  canAddBeneficiary,
  emptyBeneficiaryRow,
  emptyNewAddress,
  isBicFieldShown,
  newAddressErrors,
  newAddressToSend,
  removeBeneficiary,
  returnPercentageSumErrorIndex,
  withBeneficiaryIban,
  type BeneficiaryRow,
} from '../src/index.ts'

const FI_A = 'FI21 1234 5600 0007 85' // Nordea
const FI_B = 'FI5542345670000081'
const DE = 'DE89370400440532013000'
/** Beneficiary ids are UUIDs, as on the wire. */
const bid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const row = (over: Partial<BeneficiaryRow> = {}): BeneficiaryRow => ({
  ...emptyBeneficiaryRow(),
  beneficiaryName: 'Aino Virtanen',
  iban: FI_A,
  returnPercentage: 100,
  ...over,
})

describe('beneficiary rows (spec 01 §2, spec 02 §5)', () => {
  it('at most 4 active rows', () => {
    let rows: BeneficiaryRow[] = []
    for (let i = 0; i < 6; i++) rows = addBeneficiary(rows)
    expect(rows).toHaveLength(4)
    expect(canAddBeneficiary(rows)).toBe(false)
  })

  it('a removed existing row does not count towards the 4', () => {
    const rows = beneficiaryRowsFromExisting([
      { id: bid(1), beneficiaryName: 'A', iban: FI_A, bic: null, returnPercentage: 25 },
      { id: bid(2), beneficiaryName: 'B', iban: FI_A, bic: null, returnPercentage: 25 },
      { id: bid(3), beneficiaryName: 'C', iban: FI_A, bic: null, returnPercentage: 25 },
      { id: bid(4), beneficiaryName: 'D', iban: FI_A, bic: null, returnPercentage: 25 },
    ])
    expect(canAddBeneficiary(rows)).toBe(false)
    expect(canAddBeneficiary(removeBeneficiary(rows, 0))).toBe(true)
  })

  it('removing an existing one marks it removed with 0 %; removing a new one drops it', () => {
    const rows = [
      row({ existingBeneficiaryId: bid(7), returnPercentage: 50 }),
      row({ returnPercentage: 50 }),
      row(),
    ]
    const afterExisting = removeBeneficiary(rows, 0)
    expect(afterExisting).toHaveLength(3)
    expect(afterExisting[0]).toMatchObject({ removeExistingBeneficiary: true, returnPercentage: 0 })
    const afterNew = removeBeneficiary(rows, 1)
    expect(afterNew).toHaveLength(2)
    expect(removeBeneficiary(rows, 9)).toEqual(rows)
  })

  it('a single remaining active row gets 100 %', () => {
    const rows = [
      row({ existingBeneficiaryId: bid(7), returnPercentage: 40 }),
      row({ returnPercentage: 60 }),
    ]
    const after = removeBeneficiary(rows, 1)
    expect(after).toEqual([row({ existingBeneficiaryId: bid(7), returnPercentage: 100 })])
    const afterExisting = removeBeneficiary(rows, 0)
    expect(afterExisting[1]?.returnPercentage).toBe(100)
    expect(addBeneficiary([])[0]?.returnPercentage).toBe(100)
  })

  it('BIC field shown only for an IBAN of 2+ characters not starting with FI; cleared otherwise', () => {
    expect(isBicFieldShown('')).toBe(false)
    expect(isBicFieldShown('D')).toBe(false)
    expect(isBicFieldShown('DE')).toBe(true)
    expect(isBicFieldShown('fi21')).toBe(false)
    expect(isBicFieldShown(' F I21')).toBe(false)
    expect(withBeneficiaryIban(row({ iban: DE, bic: 'COBADEFFXXX' }), FI_A).bic).toBe('')
    expect(withBeneficiaryIban(row({ iban: 'D', bic: 'COBADEFFXXX' }), DE).bic).toBe('COBADEFFXXX')
  })
})

describe('percentage sum (error on the first row with an IBAN)', () => {
  it('sums active rows with an IBAN', () => {
    expect(
      returnPercentageSumErrorIndex([row({ returnPercentage: 50 }), row({ returnPercentage: 50 })]),
    ).toBeUndefined()
    expect(
      returnPercentageSumErrorIndex([
        row({ iban: '', returnPercentage: 10 }),
        row({ returnPercentage: 40 }),
        row({ returnPercentage: 50 }),
      ]),
    ).toBe(1)
    expect(
      returnPercentageSumErrorIndex([
        row({
          removeExistingBeneficiary: true,
          existingBeneficiaryId: bid(1),
          returnPercentage: 0,
        }),
        row({ returnPercentage: 100 }),
      ]),
    ).toBeUndefined()
    expect(returnPercentageSumErrorIndex([])).toBeUndefined()
    expect(returnPercentageSumErrorIndex([row({ returnPercentage: null })])).toBe(0)
  })
})

describe('beneficiaryIssues', () => {
  const rental = { contractType: 'rental' as const }
  const roo = { contractType: 'right_of_occupancy' as const }

  it('rental: an empty first row is optional when no deposit was charged', () => {
    expect(beneficiaryIssues([emptyBeneficiaryRow()], rental)).toEqual([])
    expect(beneficiaryIssues([emptyBeneficiaryRow()], { ...rental, depositCharged: true })).toEqual(
      [
        { index: 0, field: 'beneficiaryName', key: 'required' },
        { index: 0, field: 'iban', key: 'required' },
        { index: 0, field: 'returnPercentage', key: 'required' },
      ],
    )
  })

  it('rental: the first row becomes required once name or IBAN is filled', () => {
    expect(
      beneficiaryIssues([{ ...emptyBeneficiaryRow(), beneficiaryName: 'Aino' }], rental),
    ).toEqual([
      { index: 0, field: 'iban', key: 'required' },
      { index: 0, field: 'returnPercentage', key: 'required' },
    ])
  })

  it('right-of-occupancy: every row needs name, IBAN, percentage, and BIC when foreign', () => {
    expect(beneficiaryIssues([emptyBeneficiaryRow()], roo).map((i) => i.field)).toEqual([
      'beneficiaryName',
      'iban',
      'returnPercentage',
    ])
    expect(beneficiaryIssues([row({ iban: DE })], roo)).toEqual([
      { index: 0, field: 'bic', key: 'required' },
    ])
    expect(beneficiaryIssues([row({ iban: DE, bic: 'COBADEFFXXX' })], roo)).toEqual([])
  })

  it('rows beyond the first are always required', () => {
    const issues = beneficiaryIssues(
      [row({ returnPercentage: 100 }), emptyBeneficiaryRow()],
      rental,
    )
    expect(issues.filter((i) => i.index === 1).map((i) => i.field)).toEqual([
      'beneficiaryName',
      'iban',
      'returnPercentage',
    ])
  })

  it('validates filled values', () => {
    const issues = beneficiaryIssues(
      [
        row({
          beneficiaryName: 'x'.repeat(101),
          iban: 'FI6879826661004681',
          returnPercentage: 100.5,
          phoneNumber: '+358 40 123 456 78901',
          email: 'nope',
        }),
      ],
      rental,
    )
    expect(issues).toEqual([
      { index: 0, field: 'beneficiaryName', key: 'invalid_string' },
      { index: 0, field: 'iban', key: 'invalid_iban' },
      { index: 0, field: 'returnPercentage', key: 'invalid_number' },
      { index: 0, field: 'phoneNumber', key: 'invalid_phone_number' },
      { index: 0, field: 'email', key: 'invalid_email' },
    ])
    expect(beneficiaryIssues([row({ iban: DE, bic: 'GENOD1M1GLS' })], rental)).toEqual([
      { index: 0, field: 'bic', key: 'invalid_bic' },
    ])
    expect(
      beneficiaryIssues([row({ phoneNumber: '+3584012345', email: 'A@B.fi' })], rental),
    ).toEqual([])
  })

  it('counts the digits of a phone number, not its spaces (issue 26 item 9)', () => {
    // The format own information suggests: 16 characters, 12 digits.
    for (const phoneNumber of [
      '+358 50 123 4567',
      '+358\u00a050\u00a0123\u00a04567',
      ' +358 50  123 4567 ',
    ]) {
      expect(beneficiaryIssues([row({ phoneNumber })], rental)).toEqual([])
    }
    // 15 digits with spaces is the longest; 16 digits is too long however it is written.
    expect(beneficiaryIssues([row({ phoneNumber: '+358 40 123 456 7890' })], rental)).toEqual([])
    for (const phoneNumber of ['+3584012345678901', '+358 40 123 456 78901']) {
      expect(beneficiaryIssues([row({ phoneNumber })], rental)).toEqual([
        { index: 0, field: 'phoneNumber', key: 'invalid_phone_number' },
      ])
    }
    const [sent] = beneficiariesToSend([
      row({ beneficiaryName: 'Aino', phoneNumber: ' +358 50  123 4567 ' }),
    ])
    expect(sent?.phoneNumber).toBe('+358 50 123 4567')
  })

  it('the sum error goes on the first row with an IBAN', () => {
    expect(
      beneficiaryIssues(
        [row({ returnPercentage: 30 }), row({ iban: FI_B, returnPercentage: 30 })],
        rental,
      ),
    ).toEqual([{ index: 0, field: 'returnPercentage', key: 'invalid_return_percentage_sum' }])
  })

  it('removed rows are not checked', () => {
    expect(
      beneficiaryIssues(
        [
          row({
            existingBeneficiaryId: bid(1),
            removeExistingBeneficiary: true,
            iban: 'bad',
            returnPercentage: 0,
          }),
          row(),
        ],
        roo,
      ),
    ).toEqual([])
  })

  it('a fifth active row is flagged', () => {
    const rows = [1, 2, 3, 4, 5].map(() => row({ returnPercentage: 20 }))
    expect(beneficiaryIssues(rows, rental)).toEqual([
      { index: 4, field: 'returnPercentage', key: 'invalid_number' },
    ])
  })
})

describe('beneficiariesToSend', () => {
  it('normalises, derives the BIC of a Finnish IBAN and drops blank new rows', () => {
    const sent = beneficiariesToSend([
      row({ beneficiaryName: ' Aino ', returnPercentage: 60, email: ' A@B.FI ', phoneNumber: '' }),
      row({ iban: 'de89 3704 0044 0532 0130 00', bic: 'coba deff xxx', returnPercentage: 40 }),
      emptyBeneficiaryRow(),
      row({ existingBeneficiaryId: bid(9), removeExistingBeneficiary: true, returnPercentage: 0 }),
    ])
    expect(sent).toEqual([
      {
        existingBeneficiaryId: null,
        removeExistingBeneficiary: false,
        contractToTenantAssociationId: null,
        beneficiaryName: 'Aino',
        iban: 'FI2112345600000785',
        bic: 'NDEAFIHH',
        returnPercentage: 60,
        phoneNumber: null,
        email: 'a@b.fi',
      },
      expect.objectContaining({ iban: DE, bic: 'COBADEFFXXX', returnPercentage: 40 }),
      expect.objectContaining({
        existingBeneficiaryId: bid(9),
        removeExistingBeneficiary: true,
        returnPercentage: 0,
      }),
    ])
  })
})

describe('new address (all-or-nothing)', () => {
  const full = {
    recipientName: 'Aino Virtanen',
    streetAddress: 'Mannerheimintie 1 A 2',
    postalCode: '00100',
    city: 'Helsinki',
  }

  it('empty is fine and nothing is sent', () => {
    expect(newAddressErrors(emptyNewAddress())).toEqual({})
    expect(newAddressToSend({ ...emptyNewAddress(), city: '   ' })).toBeNull()
  })

  it('once any field is filled, the rest are required', () => {
    expect(newAddressErrors({ ...emptyNewAddress(), city: 'Helsinki' })).toEqual({
      recipientName: 'required',
      streetAddress: 'required',
      postalCode: 'required',
    })
  })

  it('postal code 5 digits, texts at most 100', () => {
    expect(newAddressErrors({ ...full, postalCode: '0010' })).toEqual({
      postalCode: 'invalid_postal_code',
    })
    expect(newAddressErrors({ ...full, city: 'x'.repeat(101) })).toEqual({ city: 'invalid_string' })
    expect(newAddressErrors({ ...full, city: ` ${'x'.repeat(100)} ` })).toEqual({})
  })

  it('sent trimmed when any field is non-blank', () => {
    expect(newAddressToSend({ ...full, city: ' Helsinki ' })).toEqual(full)
  })
})
