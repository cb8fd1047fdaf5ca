/**
 * Beneficiaries of the deposit refund on termination: the rows of the form, their requirements
 * and the 100 % rule. Sources: spec 02 §5 Termination, §9 (max 4; name and e-mail max 100, phone
 * max 15; percentages sum to 100; a single beneficiary defaults to 100 %); spec 01 §2
 * "Beneficiary rows".
 */
import { finnishBankOf, isValidBic, isValidIban, normalizeIban } from './bank.ts'
import {
  isValidEmail,
  isValidPhoneNumber,
  normalizeEmail,
  normalizePhoneNumber,
  phoneNumberLength,
} from './contact.ts'
import type { EntityId } from './fields.ts'
import type { MessageKey } from './messages-keys.ts'
import type { ContractType } from './termination-reasons.ts'

/** At most 4 beneficiaries that are not being removed (spec 02 §9). */
export const MAX_BENEFICIARIES = 4
/** Longest beneficiary name (spec 02 §9). */
export const BENEFICIARY_NAME_MAX = 100
/** Longest beneficiary e-mail (spec 02 §9). */
export const BENEFICIARY_EMAIL_MAX = 100
/**
 * Longest beneficiary phone number (spec 02 §9), in digits of the number: spaces and the `+` do
 * not count (`phoneNumberLength`; issue 26 item 9: `+358 50 123 4567` is 12).
 */
export const BENEFICIARY_PHONE_MAX = 15

/**
 * One beneficiary row of the termination form (spec 01 §3 Beneficiary and its form row).
 * `returnPercentage` is the refundable share in whole percent, null while empty.
 */
export type BeneficiaryRow = {
  /** Id of a beneficiary the contract already has; absent or null for a new row. */
  existingBeneficiaryId?: EntityId | null
  /** True when an existing beneficiary is being removed (kept, with 0 %). */
  removeExistingBeneficiary?: boolean
  contractToTenantAssociationId?: EntityId | null
  beneficiaryName: string
  iban: string
  bic: string
  returnPercentage: number | null
  phoneNumber?: string
  email?: string
}

/** Fields of a row that can carry an error. */
export type BeneficiaryField =
  'beneficiaryName' | 'iban' | 'bic' | 'returnPercentage' | 'phoneNumber' | 'email'

/** One problem of one row: `index` into the rows array, the field and its message key. */
export type BeneficiaryIssue = { index: number; field: BeneficiaryField; key: MessageKey }

/** A fresh, empty row. */
export function emptyBeneficiaryRow(): BeneficiaryRow {
  return {
    existingBeneficiaryId: null,
    removeExistingBeneficiary: false,
    beneficiaryName: '',
    iban: '',
    bic: '',
    returnPercentage: null,
    phoneNumber: '',
    email: '',
  }
}

/** Rows from the beneficiaries the contract already has (GET …/beneficiaries). */
export function beneficiaryRowsFromExisting(
  existing: readonly {
    id: EntityId
    beneficiaryName: string
    iban: string
    bic: string | null
    returnPercentage: number
  }[],
): BeneficiaryRow[] {
  return existing.map((b) => ({
    ...emptyBeneficiaryRow(),
    existingBeneficiaryId: b.id,
    beneficiaryName: b.beneficiaryName,
    iban: b.iban,
    bic: b.bic ?? '',
    returnPercentage: b.returnPercentage,
  }))
}

/** True for a row that is not being removed. */
export function isActiveBeneficiary(row: BeneficiaryRow): boolean {
  return !row.removeExistingBeneficiary
}

/** Number of rows that are not being removed. */
export function activeBeneficiaryCount(rows: readonly BeneficiaryRow[]): number {
  return rows.filter(isActiveBeneficiary).length
}

/** True when another row may be added (fewer than 4 active rows). */
export function canAddBeneficiary(rows: readonly BeneficiaryRow[]): boolean {
  return activeBeneficiaryCount(rows) < MAX_BENEFICIARIES
}

/**
 * If exactly one active row remains, it gets 100 %; otherwise the rows are returned unchanged.
 * Source: spec 01 §2 ("If exactly one active beneficiary remains, it gets 100 percent").
 */
export function withSingleBeneficiaryAtFull(rows: readonly BeneficiaryRow[]): BeneficiaryRow[] {
  const active = rows.filter(isActiveBeneficiary)
  if (active.length !== 1) return [...rows]
  return rows.map((row) => (isActiveBeneficiary(row) ? { ...row, returnPercentage: 100 } : row))
}

/**
 * Adds an empty row (or `row`) when fewer than 4 rows are active; otherwise returns the rows
 * unchanged. A lone active row keeps 100 %, the new row starts empty.
 */
export function addBeneficiary(
  rows: readonly BeneficiaryRow[],
  row: BeneficiaryRow = emptyBeneficiaryRow(),
): BeneficiaryRow[] {
  if (!canAddBeneficiary(rows)) return [...rows]
  return withSingleBeneficiaryAtFull([...rows, row])
}

/**
 * Removes the row at `index`: an existing beneficiary is kept and marked removed with 0 %; a new
 * one is dropped. Then a single remaining active row gets 100 %. An index out of range changes
 * nothing. Source: spec 01 §2 "Beneficiary rows".
 */
export function removeBeneficiary(
  rows: readonly BeneficiaryRow[],
  index: number,
): BeneficiaryRow[] {
  const row = rows[index]
  if (!row) return [...rows]
  const next =
    row.existingBeneficiaryId != null
      ? rows.map((r, i) =>
          i === index ? { ...r, removeExistingBeneficiary: true, returnPercentage: 0 } : r,
        )
      : rows.filter((_, i) => i !== index)
  return withSingleBeneficiaryAtFull(next)
}

/**
 * True when the BIC field is shown and required: the IBAN (spaces stripped) has at least 2
 * characters and does not start with `FI`. Source: spec 02 §5 Termination.
 */
export function isBicFieldShown(iban: string): boolean {
  const value = normalizeIban(iban)
  return value.length >= 2 && !value.startsWith('FI')
}

/**
 * Sets a row's IBAN; the BIC is cleared when its field is no longer shown (spec 01 §2).
 */
export function withBeneficiaryIban(row: BeneficiaryRow, iban: string): BeneficiaryRow {
  return { ...row, iban, bic: isBicFieldShown(iban) ? row.bic : '' }
}

function isBlank(value: string | undefined): boolean {
  return (value ?? '').trim() === ''
}

/**
 * Index of the row that carries the percentage-sum error, or `undefined` when the sum is right:
 * among active rows with a non-blank IBAN, `returnPercentage` must sum to exactly 100; the error
 * goes on the first such row. No such rows, no error. Source: spec 02 §5 Termination.
 */
export function returnPercentageSumErrorIndex(rows: readonly BeneficiaryRow[]): number | undefined {
  let sum = 0
  let first: number | undefined
  rows.forEach((row, index) => {
    if (!isActiveBeneficiary(row) || isBlank(row.iban)) return
    first ??= index
    sum += row.returnPercentage ?? 0
  })
  return first !== undefined && sum !== 100 ? first : undefined
}

/** What the requirements depend on. */
export type BeneficiaryContext = {
  contractType: ContractType
  /**
   * True when the rental contract's security deposit was charged: then the first row's bank
   * details are required. Default false ("Bank details are optional for rental if no deposit
   * was charged").
   */
  depositCharged?: boolean
}

/**
 * Every problem of the beneficiary rows (spec 02 §5 Termination):
 * - more than 4 active rows: `invalid_number` on the 5th active row's `returnPercentage`;
 * - a row is required when the contract is right-of-occupancy, when it is not the first active
 *   row, when a rental deposit was charged, or once its name or IBAN is filled; a required row
 *   needs `beneficiaryName`, `iban`, `returnPercentage` (`required`), and a BIC when the BIC
 *   field is shown (non-Finnish IBAN);
 * - filled values must be valid: IBAN (`invalid_iban`), shown BIC (`invalid_bic`), name ≤ 100
 *   (`invalid_string`), phone valid and ≤ 15 (`invalid_phone_number`), e-mail valid and ≤ 100
 *   (`invalid_email`), percentage a whole number 0-100 (`invalid_number`);
 * - the percentage sum of {@link returnPercentageSumErrorIndex}
 *   (`invalid_return_percentage_sum`, when that row has no other percentage problem).
 * Removed rows are not checked. At most one issue per field.
 */
export function beneficiaryIssues(
  rows: readonly BeneficiaryRow[],
  context: BeneficiaryContext,
): BeneficiaryIssue[] {
  const issues: BeneficiaryIssue[] = []
  let position = 0
  rows.forEach((row, index) => {
    if (!isActiveBeneficiary(row)) return
    const add = (field: BeneficiaryField, key: MessageKey) => {
      if (!issues.some((i) => i.index === index && i.field === field)) {
        issues.push({ index, field, key })
      }
    }
    if (position === MAX_BENEFICIARIES) add('returnPercentage', 'invalid_number')
    const required =
      context.contractType === 'right_of_occupancy' ||
      position > 0 ||
      context.depositCharged === true ||
      !isBlank(row.beneficiaryName) ||
      !isBlank(row.iban)
    position += 1

    const name = row.beneficiaryName.trim()
    if (name === '') {
      if (required) add('beneficiaryName', 'required')
    } else if (name.length > BENEFICIARY_NAME_MAX) add('beneficiaryName', 'invalid_string')

    if (isBlank(row.iban)) {
      if (required) add('iban', 'required')
    } else if (!isValidIban(row.iban)) add('iban', 'invalid_iban')

    if (isBicFieldShown(row.iban)) {
      if (isBlank(row.bic)) {
        if (required) add('bic', 'required')
      } else if (!isValidBic(row.bic)) add('bic', 'invalid_bic')
    }

    const pct = row.returnPercentage
    if (pct === null) {
      if (required) add('returnPercentage', 'required')
    } else if (!Number.isInteger(pct) || pct < 0 || pct > 100) {
      add('returnPercentage', 'invalid_number')
    }

    const phone = normalizePhoneNumber(row.phoneNumber ?? '')
    if (
      phone !== '' &&
      (phoneNumberLength(phone) > BENEFICIARY_PHONE_MAX || !isValidPhoneNumber(phone))
    ) {
      add('phoneNumber', 'invalid_phone_number')
    }
    const email = normalizeEmail(row.email ?? '')
    if (email !== '' && (email.length > BENEFICIARY_EMAIL_MAX || !isValidEmail(email))) {
      add('email', 'invalid_email')
    }
  })
  const sumIndex = returnPercentageSumErrorIndex(rows)
  if (
    sumIndex !== undefined &&
    !issues.some((i) => i.index === sumIndex && i.field === 'returnPercentage')
  ) {
    issues.push({
      index: sumIndex,
      field: 'returnPercentage',
      key: 'invalid_return_percentage_sum',
    })
  }
  return issues
}

/** A beneficiary as sent with the termination request. */
export type BeneficiaryToSend = {
  existingBeneficiaryId: EntityId | null
  removeExistingBeneficiary: boolean
  contractToTenantAssociationId: EntityId | null
  beneficiaryName: string
  /** Electronic form (no spaces, upper case). */
  iban: string
  /** The entered BIC for a foreign IBAN; for a Finnish IBAN the bank's BIC from the table. */
  bic: string | null
  returnPercentage: number
  phoneNumber: string | null
  email: string | null
}

/**
 * The rows to send: removed existing rows (0 %) and active rows that have a name or an IBAN;
 * blank new rows are dropped. Text is trimmed, e-mail lower-cased, IBAN and BIC normalised
 * (spec 02 §5 "Spaces are stripped from IBAN and BIC before sending"). Does not validate; use
 * {@link beneficiaryIssues} first.
 */
export function beneficiariesToSend(rows: readonly BeneficiaryRow[]): BeneficiaryToSend[] {
  return rows
    .filter(
      (row) =>
        !isActiveBeneficiary(row) ||
        row.existingBeneficiaryId != null ||
        !isBlank(row.beneficiaryName) ||
        !isBlank(row.iban),
    )
    .map((row) => {
      const iban = normalizeIban(row.iban)
      const removed = !isActiveBeneficiary(row)
      return {
        existingBeneficiaryId: row.existingBeneficiaryId ?? null,
        removeExistingBeneficiary: removed,
        contractToTenantAssociationId: row.contractToTenantAssociationId ?? null,
        beneficiaryName: row.beneficiaryName.trim(),
        iban,
        bic: isBicFieldShown(iban) ? normalizeIban(row.bic) : (finnishBankOf(iban)?.bic ?? null),
        returnPercentage: removed ? 0 : (row.returnPercentage ?? 0),
        phoneNumber: isBlank(row.phoneNumber) ? null : normalizePhoneNumber(row.phoneNumber ?? ''),
        email: isBlank(row.email) ? null : normalizeEmail(row.email ?? ''),
      }
    })
}
