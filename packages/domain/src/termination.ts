/**
 * Contract termination and modification rules: date windows in Europe/Helsinki, termination and
 * disallowed reasons, and the per-tenant termination choice.
 * Sources: spec 02 §5 Termination and Contract modification, §9; spec 01 §2 "Terminate contract
 * and modify contract", §3 Termination reasons and disallowed reasons; docs/specification.md.
 */
import {
  addMonthsIso,
  endOfMonthIso,
  isIsoDate,
  maxIsoDate,
  minIsoDate,
  todayInHelsinki,
  type IsoDate,
} from './dates.ts'
import type { EntityId } from './fields.ts'
import type { MessageKey } from './messages-keys.ts'
import { pendingDisallowedReasons, type ContractType } from './termination-reasons.ts'

/** Inclusive range of allowed `yyyy-MM-dd` dates. */
export type DateWindow = { min: IsoDate; max: IsoDate }

/** Last possible termination end date and moving-out date: 12 months ahead (spec 02 §9). */
export const TERMINATION_MAX_MONTHS = 12
/** Right-of-occupancy notice: at least 3 months (spec 02 §5 Termination, §9). */
export const RIGHT_OF_OCCUPANCY_NOTICE_MONTHS = 3
/** Contract modification date: at most 2 months ahead (docs/specification.md). */
export const MODIFICATION_MAX_MONTHS = 2

/** What the termination date rules need to know about the contract. */
export type TerminationDateContext = {
  contractType: ContractType
  /** Contract start date `yyyy-MM-dd`; nothing may be dated before it. */
  contractStartDate?: IsoDate | null
  /** Contract end date `yyyy-MM-dd` of a fixed-term contract, null when open-ended. */
  contractEndDate?: IsoDate | null
  /** Today `yyyy-MM-dd` (default: today in Europe/Helsinki). */
  today?: IsoDate
}

/**
 * Earliest contract end date a termination may ask for, before the start-date floor:
 * rental: the last day of next month (a calendar month's notice counted from the end of this
 * month; the first of the month after is the first day without the contract);
 * right-of-occupancy: 3 months from today.
 */
function earliestEndDate(contractType: ContractType, today: IsoDate): IsoDate {
  return contractType === 'rental'
    ? endOfMonthIso(addMonthsIso(today, 1))
    : addMonthsIso(today, RIGHT_OF_OCCUPANCY_NOTICE_MONTHS)
}

/**
 * The allowed contract end dates of a termination, in Europe/Helsinki:
 * rental `[end of next month, today + 12 months]`, right-of-occupancy
 * `[today + 3 months, today + 12 months]`; `min` is never before the contract start date.
 * Example (today 2026-11-21): rental `{ min: '2026-12-31', max: '2027-11-21' }`.
 * Source: spec 02 §5 Termination, §9.
 */
export function terminationEndDateWindow(context: TerminationDateContext): DateWindow {
  const today = context.today ?? todayInHelsinki()
  const min = earliestEndDate(context.contractType, today)
  return {
    min: context.contractStartDate ? maxIsoDate(min, context.contractStartDate) : min,
    max: addMonthsIso(today, TERMINATION_MAX_MONTHS),
  }
}

/**
 * The end date the form proposes: rental the end of next month, otherwise 3 months ahead (the
 * end of that day), capped by the contract's own end date when it has one (so the default of a
 * fixed-term contract ending sooner is its end date, which then falls before the window's `min`).
 * Source: spec 02 §5 Termination ("Default end date").
 */
export function defaultTerminationEndDate(context: TerminationDateContext): IsoDate {
  const today = context.today ?? todayInHelsinki()
  const proposed = earliestEndDate(context.contractType, today)
  return context.contractEndDate ? minIsoDate(proposed, context.contractEndDate) : proposed
}

/**
 * Checks a termination end date: `too_small_date` before the window's `min`, `too_big_date`
 * after its `max`, `invalid_date` when not a real `yyyy-MM-dd`; `undefined` when allowed.
 * Source: spec 02 §5 Termination.
 */
export function checkTerminationEndDate(
  endDate: IsoDate,
  context: TerminationDateContext,
): MessageKey | undefined {
  return checkInWindow(endDate, terminationEndDateWindow(context))
}

/**
 * The allowed moving-out dates: from today (and not before the contract start date) to 12
 * months ahead, and not after the chosen termination end date when one is given.
 * Source: spec 02 §5 Termination ("movingOutDate: today or later, at most 12 months ahead, not
 * after endDate"; "Not allowed before the contract start date").
 */
export function movingOutDateWindow(
  context: { endDate?: IsoDate | null } & Pick<
    TerminationDateContext,
    'contractStartDate' | 'today'
  >,
): DateWindow {
  const today = context.today ?? todayInHelsinki()
  const latest = addMonthsIso(today, TERMINATION_MAX_MONTHS)
  return {
    min: context.contractStartDate ? maxIsoDate(today, context.contractStartDate) : today,
    max: context.endDate ? minIsoDate(latest, context.endDate) : latest,
  }
}

/**
 * Checks a moving-out date (null means not given, which is allowed): `too_small_date` before
 * today or the contract start, `move_date_after_end_date` after the termination end date,
 * `too_big_date` more than 12 months ahead, `invalid_date` when malformed.
 * Source: spec 02 §5 Termination.
 */
export function checkMovingOutDate(
  movingOutDate: IsoDate | null,
  context: { endDate?: IsoDate | null } & Pick<
    TerminationDateContext,
    'contractStartDate' | 'today'
  >,
): MessageKey | undefined {
  if (movingOutDate === null) return undefined
  const problem = checkInWindow(movingOutDate, movingOutDateWindow({ ...context, endDate: null }))
  if (problem === 'invalid_date' || problem === 'too_small_date') return problem
  if (context.endDate && movingOutDate > context.endDate) return 'move_date_after_end_date'
  return problem
}

/**
 * The contract modification date window and default: today … today + 2 months, default the end
 * of the current month. Source: docs/specification.md (modification date), spec 02 §9.
 */
export function modificationDateWindow(today: IsoDate = todayInHelsinki()): DateWindow & {
  defaultDate: IsoDate
} {
  return {
    min: today,
    max: addMonthsIso(today, MODIFICATION_MAX_MONTHS),
    defaultDate: endOfMonthIso(today),
  }
}

/**
 * Checks a modification date (`inEffect`): `too_small_date` before today, `too_big_date` after
 * 2 months ahead, `invalid_date` when malformed. Source: docs/specification.md.
 */
export function checkModificationDate(
  date: IsoDate,
  today: IsoDate = todayInHelsinki(),
): MessageKey | undefined {
  return checkInWindow(date, modificationDateWindow(today))
}

/**
 * `invalid_date`, `too_small_date`, `too_big_date` or `undefined` for a date against an
 * inclusive window.
 */
export function checkInWindow(date: IsoDate, window: DateWindow): MessageKey | undefined {
  if (!isIsoDate(date)) return 'invalid_date'
  if (date < window.min) return 'too_small_date'
  if (date > window.max) return 'too_big_date'
  return undefined
}

/**
 * True when today is before the contract's start date: a termination is "too early" (spec 02 §5
 * "Not allowed before the contract start date"; disallowed reason `not_started_yet`).
 */
export function isBeforeContractStart(
  contractStartDate: IsoDate,
  today: IsoDate = todayInHelsinki(),
): boolean {
  return today < contractStartDate
}

/**
 * True when a termination would end a fixed-term contract (one with an end date) before that
 * date. Such a contract "cannot in principle be terminated", so an early end needs attachments
 * that justify it. Source: spec 02 §5 Termination.
 */
export function isEarlyEndOfFixedTerm(
  endDate: IsoDate,
  contractEndDate: IsoDate | null | undefined,
): boolean {
  return Boolean(contractEndDate) && endDate < (contractEndDate ?? '')
}

/** Each tenant's choice on the parties step (spec 01 §3 "Termination suggestions"). */
export const terminationChoices = ['in_effect', 'terminate', 'pending'] as const
/** A tenant's termination choice. */
export type TerminationChoice = (typeof terminationChoices)[number]

/** Request statuses that mean a termination or modification request is still open. */
const OPEN_REQUEST_STATUSES: readonly string[] = [
  'pending_strong_authentication',
  'pending_tenant_approval',
  'ready_for_review',
]

/** The parts of a contract that tell whether a request is already pending. */
export type PendingRequestContext = {
  terminationDisallowedReason?: string | null
  terminationRequest?: { status: string } | null
  modificationRequest?: { status: string } | null
}

/**
 * True when the contract has a pending termination review, pending tenant approvals or a pending
 * modification request, by its disallowed reason or by an open request's status
 * (`pending_strong_authentication`, `pending_tenant_approval`, `ready_for_review`).
 * Source: spec 01 §2 ("It is pending when …").
 */
export function hasPendingRequest(contract: PendingRequestContext): boolean {
  return (
    (pendingDisallowedReasons as readonly unknown[]).includes(
      contract.terminationDisallowedReason,
    ) ||
    OPEN_REQUEST_STATUSES.includes(contract.terminationRequest?.status ?? '') ||
    OPEN_REQUEST_STATUSES.includes(contract.modificationRequest?.status ?? '')
  )
}

/** What one tenant's choice control shows. */
export type TenantChoiceState = {
  /** The current choice. */
  choice: TerminationChoice
  /** The options offered: `['pending']` or `['in_effect', 'terminate']`. */
  options: readonly TerminationChoice[]
  /** Options that are shown but cannot be chosen. */
  disabled: readonly TerminationChoice[]
}

/** Input of {@link tenantChoiceState}. */
export type TenantChoiceContext = PendingRequestContext & {
  /** The tenant whose control this is. */
  tenantId: EntityId
  /** The signed-in user's own tenant id on the contract. */
  currentTenantId: EntityId
  /** Tenant ids currently selected to leave. */
  selectedTenantIds: readonly EntityId[]
  /** The `contractModification` feature flag. */
  contractModification: boolean
}

/**
 * The choice control of one tenant on the parties step (spec 01 §2):
 * - pending request → choice `pending`, the single option, disabled;
 * - otherwise `terminate` when selected, else `in_effect`;
 * - the `terminate` option is disabled for tenants other than the current user when the
 *   modification flag is off, and for everyone when the contract has a disallowed reason.
 */
export function tenantChoiceState(context: TenantChoiceContext): TenantChoiceState {
  if (hasPendingRequest(context)) {
    return { choice: 'pending', options: ['pending'], disabled: ['pending'] }
  }
  const terminateDisabled =
    Boolean(context.terminationDisallowedReason) ||
    (!context.contractModification && context.tenantId !== context.currentTenantId)
  return {
    choice: context.selectedTenantIds.includes(context.tenantId) ? 'terminate' : 'in_effect',
    options: ['in_effect', 'terminate'],
    disabled: terminateDisabled ? ['terminate'] : [],
  }
}

/**
 * The new selection after a tenant's choice changes (spec 01 §2): without the modification flag,
 * `terminate` selects every tenant and `in_effect` clears the selection; with the flag, only that
 * tenant is added or removed. `pending` changes nothing. Returns a new array in `allTenantIds`
 * order.
 */
export function applyTenantChoice(input: {
  tenantId: EntityId
  choice: TerminationChoice
  selectedTenantIds: readonly EntityId[]
  allTenantIds: readonly EntityId[]
  contractModification: boolean
}): EntityId[] {
  const { tenantId, choice, selectedTenantIds, allTenantIds, contractModification } = input
  if (choice === 'pending') return allTenantIds.filter((id) => selectedTenantIds.includes(id))
  if (!contractModification) return choice === 'terminate' ? [...allTenantIds] : []
  return allTenantIds.filter((id) =>
    id === tenantId ? choice === 'terminate' : selectedTenantIds.includes(id),
  )
}

/**
 * Which flow the parties step leads to: `termination` when every tenant leaves, `modification`
 * when the `contractModification` flag is on and some but not all leave, `none` otherwise
 * (nobody selected, or some selected without the flag). Source: spec 01 §2.
 */
export function terminationFlow(input: {
  selectedTenantIds: readonly EntityId[]
  allTenantIds: readonly EntityId[]
  contractModification: boolean
}): 'termination' | 'modification' | 'none' {
  const selected = input.allTenantIds.filter((id) => input.selectedTenantIds.includes(id))
  if (selected.length === 0) return 'none'
  if (selected.length === input.allTenantIds.length) return 'termination'
  return input.contractModification ? 'modification' : 'none'
}

/** Apartment showing choices (spec 01 §2). */
export const showingOptions = ['tenant_shows', 'property_company_group_shows'] as const
/** Who shows the apartment to newcomers. */
export type Showing = (typeof showingOptions)[number]

/**
 * Master key access implied by the showing choice: the company showing the apartment needs the
 * master key (`true`); the tenant showing it does not (`false`). Source: spec 01 §2.
 */
export function masterKeyAccessFor(showing: Showing): boolean {
  return showing === 'property_company_group_shows'
}
