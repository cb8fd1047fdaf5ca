import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMonthsIso,
  applyTenantChoice,
  checkModificationDate,
  checkMovingOutDate,
  checkTerminationEndDate,
  defaultTerminationEndDate,
  disallowedReasonOrUnknown,
  hasPendingRequest,
  isBeforeContractStart,
  isEarlyEndOfFixedTerm,
  masterKeyAccessFor,
  modificationDateWindow,
  movingOutDateWindow,
  tenantChoiceState,
  terminationDisallowedReasons,
  terminationEndDateWindow,
  terminationFlow,
  terminationFormReasons,
  terminationReasonOrUnknown,
  terminationReasons,
  todayInHelsinki,
} from '../src/index.ts'

const TODAY = '2026-11-21'

describe('termination end date window (spec 02 §5 Termination, Helsinki)', () => {
  it('rental: from the end of next month up to one year', () => {
    expect(terminationEndDateWindow({ contractType: 'rental', today: TODAY })).toEqual({
      min: '2026-12-31',
      max: '2027-11-21',
    })
    expect(terminationEndDateWindow({ contractType: 'rental', today: '2026-01-31' })).toEqual({
      min: '2026-02-28',
      max: '2027-01-31',
    })
    expect(terminationEndDateWindow({ contractType: 'rental', today: '2026-12-01' })).toEqual({
      min: '2027-01-31',
      max: '2027-12-01',
    })
  })

  it('right-of-occupancy: at least 3 months, at most one year', () => {
    expect(terminationEndDateWindow({ contractType: 'right_of_occupancy', today: TODAY })).toEqual({
      min: '2027-02-21',
      max: '2027-11-21',
    })
    expect(
      terminationEndDateWindow({ contractType: 'right_of_occupancy', today: '2026-11-30' }).min,
    ).toBe('2027-02-28')
  })

  it('never before the contract start date', () => {
    expect(
      terminationEndDateWindow({
        contractType: 'rental',
        contractStartDate: '2027-03-01',
        today: TODAY,
      }).min,
    ).toBe('2027-03-01')
  })

  it('checks a date against the window with message keys', () => {
    const ctx = { contractType: 'rental' as const, today: TODAY }
    expect(checkTerminationEndDate('2026-12-30', ctx)).toBe('too_small_date')
    expect(checkTerminationEndDate('2026-12-31', ctx)).toBeUndefined()
    expect(checkTerminationEndDate('2027-11-21', ctx)).toBeUndefined()
    expect(checkTerminationEndDate('2027-11-22', ctx)).toBe('too_big_date')
    expect(checkTerminationEndDate('2027-02-30', ctx)).toBe('invalid_date')
  })

  it('uses today in Helsinki by default', () => {
    const today = todayInHelsinki()
    expect(terminationEndDateWindow({ contractType: 'right_of_occupancy' })).toEqual({
      min: addMonthsIso(today, 3),
      max: addMonthsIso(today, 12),
    })
  })

  it('the window is never empty and the default is its min for open-ended contracts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('rental' as const, 'right_of_occupancy' as const),
        (instant, contractType) => {
          const today = todayInHelsinki(instant)
          const window = terminationEndDateWindow({ contractType, today })
          expect(window.min > today).toBe(true)
          expect(window.min <= window.max).toBe(true)
          expect(defaultTerminationEndDate({ contractType, today })).toBe(window.min)
        },
      ),
      { numRuns: 10_000 },
    )
  })
})

describe('default termination end date', () => {
  it('rental: end of next month; otherwise 3 months ahead', () => {
    expect(defaultTerminationEndDate({ contractType: 'rental', today: TODAY })).toBe('2026-12-31')
    expect(defaultTerminationEndDate({ contractType: 'right_of_occupancy', today: TODAY })).toBe(
      '2027-02-21',
    )
  })
  it('capped by the contract end date', () => {
    expect(
      defaultTerminationEndDate({
        contractType: 'rental',
        contractEndDate: '2026-12-15',
        today: TODAY,
      }),
    ).toBe('2026-12-15')
    expect(
      defaultTerminationEndDate({
        contractType: 'right_of_occupancy',
        contractEndDate: '2030-01-01',
        today: TODAY,
      }),
    ).toBe('2027-02-21')
  })
})

describe('moving-out date (spec 02 §5 Termination)', () => {
  it('today … 12 months, not after the end date, not before the start', () => {
    expect(movingOutDateWindow({ today: TODAY })).toEqual({ min: TODAY, max: '2027-11-21' })
    expect(movingOutDateWindow({ today: TODAY, endDate: '2026-12-31' })).toEqual({
      min: TODAY,
      max: '2026-12-31',
    })
    expect(movingOutDateWindow({ today: TODAY, contractStartDate: '2026-12-01' }).min).toBe(
      '2026-12-01',
    )
  })
  it('message keys', () => {
    const ctx = { today: TODAY, endDate: '2026-12-31' }
    expect(checkMovingOutDate(null, ctx)).toBeUndefined()
    expect(checkMovingOutDate('2026-11-21', ctx)).toBeUndefined()
    expect(checkMovingOutDate('2026-12-31', ctx)).toBeUndefined()
    expect(checkMovingOutDate('2026-11-20', ctx)).toBe('too_small_date')
    expect(checkMovingOutDate('2027-01-01', ctx)).toBe('move_date_after_end_date')
    expect(checkMovingOutDate('2027-11-22', { today: TODAY })).toBe('too_big_date')
    expect(checkMovingOutDate('2027-11-22', { today: TODAY, endDate: '2027-11-21' })).toBe(
      'move_date_after_end_date',
    )
    expect(checkMovingOutDate('2026-11-31', ctx)).toBe('invalid_date')
    expect(
      checkMovingOutDate('2026-11-25', { today: TODAY, contractStartDate: '2026-12-01' }),
    ).toBe('too_small_date')
  })
})

describe('contract start and fixed term', () => {
  it('termination is too early before the contract starts', () => {
    expect(isBeforeContractStart('2026-11-22', TODAY)).toBe(true)
    expect(isBeforeContractStart('2026-11-21', TODAY)).toBe(false)
  })
  it('an end before a fixed-term contract ends is early', () => {
    expect(isEarlyEndOfFixedTerm('2026-12-31', '2027-05-31')).toBe(true)
    expect(isEarlyEndOfFixedTerm('2027-05-31', '2027-05-31')).toBe(false)
    expect(isEarlyEndOfFixedTerm('2026-12-31', null)).toBe(false)
  })
})

describe('modification date (docs/specification.md: today … 2 months, default end of month)', () => {
  it('window and default', () => {
    expect(modificationDateWindow(TODAY)).toEqual({
      min: TODAY,
      max: '2027-01-21',
      defaultDate: '2026-11-30',
    })
    expect(modificationDateWindow('2026-12-31').max).toBe('2027-02-28')
  })
  it('message keys', () => {
    expect(checkModificationDate('2026-11-20', TODAY)).toBe('too_small_date')
    expect(checkModificationDate('2026-11-21', TODAY)).toBeUndefined()
    expect(checkModificationDate('2027-01-21', TODAY)).toBeUndefined()
    expect(checkModificationDate('2027-01-22', TODAY)).toBe('too_big_date')
  })
})

describe('reasons', () => {
  it('21 wire reasons, 19 offered by the form', () => {
    expect(terminationReasons).toHaveLength(21)
    expect(new Set(terminationReasons).size).toBe(21)
    expect(terminationFormReasons).toHaveLength(19)
    expect(terminationReasons.filter((r) => !terminationFormReasons.includes(r as never))).toEqual([
      'housing_company_fee_amount',
      'internal_swap',
    ])
  })
  it('unknown termination and disallowed reasons become UNKNOWN', () => {
    expect(terminationReasonOrUnknown('death')).toBe('death')
    expect(terminationReasonOrUnknown('internal_swap')).toBe('internal_swap')
    expect(terminationReasonOrUnknown('moving_to_mars')).toBe('UNKNOWN')
    expect(terminationReasonOrUnknown(null)).toBe('UNKNOWN')
    expect(terminationDisallowedReasons).toHaveLength(12)
    expect(disallowedReasonOrUnknown('not_started_yet')).toBe('not_started_yet')
    expect(disallowedReasonOrUnknown('multiple_contract_parties')).toBe('UNKNOWN')
    expect(disallowedReasonOrUnknown(undefined)).toBe('UNKNOWN')
  })
})

describe('per-tenant termination choice (spec 01 §2)', () => {
  /** Tenant ids are UUIDs, as on the wire. */
  const T1 = '00000000-0000-4000-8000-000000000001'
  const T2 = '00000000-0000-4000-8000-000000000002'
  const T3 = '00000000-0000-4000-8000-000000000003'
  const base = {
    tenantId: T1,
    currentTenantId: T1,
    selectedTenantIds: [] as string[],
    contractModification: false,
  }

  it('pending requests make the single disabled pending option', () => {
    for (const pending of [
      { terminationDisallowedReason: 'pending_termination_review' },
      { terminationDisallowedReason: 'pending_termination_tenant_approvals' },
      { terminationDisallowedReason: 'pending_modification_request' },
      { terminationRequest: { status: 'ready_for_review' } },
      { terminationRequest: { status: 'pending_tenant_approval' } },
      { modificationRequest: { status: 'pending_strong_authentication' } },
    ]) {
      expect(hasPendingRequest(pending)).toBe(true)
      expect(tenantChoiceState({ ...base, ...pending })).toEqual({
        choice: 'pending',
        options: ['pending'],
        disabled: ['pending'],
      })
    }
    expect(hasPendingRequest({ terminationRequest: { status: 'rejected' } })).toBe(false)
    expect(hasPendingRequest({ modificationRequest: { status: 'approved' } })).toBe(false)
  })

  it('terminate when selected, otherwise in_effect', () => {
    expect(tenantChoiceState({ ...base, selectedTenantIds: [T1] }).choice).toBe('terminate')
    expect(tenantChoiceState(base).choice).toBe('in_effect')
  })

  it('terminate is disabled for other tenants without the modification flag', () => {
    expect(tenantChoiceState({ ...base, tenantId: T2 }).disabled).toEqual(['terminate'])
    expect(tenantChoiceState(base).disabled).toEqual([])
    expect(
      tenantChoiceState({ ...base, tenantId: T2, contractModification: true }).disabled,
    ).toEqual([])
  })

  it('terminate is disabled for everyone when a disallowed reason exists', () => {
    const state = tenantChoiceState({
      ...base,
      contractModification: true,
      terminationDisallowedReason: 'not_contract_party',
    })
    expect(state).toEqual({
      choice: 'in_effect',
      options: ['in_effect', 'terminate'],
      disabled: ['terminate'],
    })
  })

  it('without the flag: terminate selects all, in_effect clears', () => {
    const all = [T1, T2, T3]
    expect(
      applyTenantChoice({
        tenantId: T1,
        choice: 'terminate',
        selectedTenantIds: [],
        allTenantIds: all,
        contractModification: false,
      }),
    ).toEqual([T1, T2, T3])
    expect(
      applyTenantChoice({
        tenantId: T1,
        choice: 'in_effect',
        selectedTenantIds: [T1, T2, T3],
        allTenantIds: all,
        contractModification: false,
      }),
    ).toEqual([])
  })

  it('with the flag: one by one', () => {
    const all = [T1, T2, T3]
    expect(
      applyTenantChoice({
        tenantId: T2,
        choice: 'terminate',
        selectedTenantIds: [T3],
        allTenantIds: all,
        contractModification: true,
      }),
    ).toEqual([T2, T3])
    expect(
      applyTenantChoice({
        tenantId: T3,
        choice: 'in_effect',
        selectedTenantIds: [T2, T3],
        allTenantIds: all,
        contractModification: true,
      }),
    ).toEqual([T2])
    expect(
      applyTenantChoice({
        tenantId: T3,
        choice: 'pending',
        selectedTenantIds: [T2],
        allTenantIds: all,
        contractModification: true,
      }),
    ).toEqual([T2])
  })

  it('the flow: termination when all leave, modification with the flag when some do', () => {
    const all = [T1, T2]
    expect(
      terminationFlow({
        selectedTenantIds: [T1, T2],
        allTenantIds: all,
        contractModification: false,
      }),
    ).toBe('termination')
    expect(
      terminationFlow({ selectedTenantIds: [T1], allTenantIds: all, contractModification: true }),
    ).toBe('modification')
    expect(
      terminationFlow({ selectedTenantIds: [T1], allTenantIds: all, contractModification: false }),
    ).toBe('none')
    expect(
      terminationFlow({ selectedTenantIds: [], allTenantIds: all, contractModification: true }),
    ).toBe('none')
  })

  it('showing: the company gets master key access, the tenant does not', () => {
    expect(masterKeyAccessFor('property_company_group_shows')).toBe(true)
    expect(masterKeyAccessFor('tenant_shows')).toBe(false)
  })
})
