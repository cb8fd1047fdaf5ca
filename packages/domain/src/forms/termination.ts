/**
 * Contract termination form: reason, dates, additional details, beneficiaries, new address,
 * showing and the right-of-occupancy collateral. Source: spec 02 §5 Termination, §9; spec 01 §2
 * "Terminate contract and modify contract", §3 Termination request.
 */
import type { z } from 'zod'
import { newAddressErrors } from '../address.ts'
import { beneficiaryIssues } from '../beneficiaries.ts'
import { todayInHelsinki } from '../dates.ts'
import {
  arrayField,
  booleanField,
  enumField,
  fileUuidsSchema,
  idField,
  isoDateSchema,
  numberField,
  objectField,
  optionalText,
  stringField,
} from '../fields.ts'
import {
  checkMovingOutDate,
  checkTerminationEndDate,
  isEarlyEndOfFixedTerm,
  showingOptions,
  type TerminationDateContext,
} from '../termination.ts'
import { terminationReasons } from '../termination-reasons.ts'

/** Longest additional details (spec 02 §5, §9). */
export const ADDITIONAL_DETAILS_MAX = 1000
/** Longest collateral lender or bank name (ours; the spec sets only "min length 1"). */
export const COLLATERAL_NAME_MAX = 100

/** Where a right-of-occupancy collateral document is held (spec 01 §3). */
export const collateralLocations = ['holder', 'bank'] as const
/** A collateral location. */
export type CollateralLocation = (typeof collateralLocations)[number]

/**
 * One beneficiary row as the form holds it; strings may be empty, the rules live in
 * `beneficiaryIssues`.
 */
export const beneficiaryRowSchema = objectField({
  existingBeneficiaryId: idField().nullable().optional(),
  removeExistingBeneficiary: booleanField().optional(),
  contractToTenantAssociationId: idField().nullable().optional(),
  beneficiaryName: stringField(),
  iban: stringField(),
  bic: stringField(),
  returnPercentage: numberField().nullable(),
  phoneNumber: stringField().optional(),
  email: stringField().optional(),
})

/** The new address as the form holds it; the all-or-nothing rule lives in `newAddressErrors`. */
export const newAddressFormSchema = objectField({
  recipientName: stringField(),
  streetAddress: stringField(),
  postalCode: stringField(),
  city: stringField(),
})

/**
 * The shape of the termination form without the rules that need the contract and today.
 * `movingOutDate` may be null; the collateral fields matter only for right-of-occupancy
 * contracts (null or empty otherwise).
 */
export const terminationFormBaseSchema = objectField({
  terminationReason: enumField(terminationReasons),
  endDate: isoDateSchema,
  movingOutDate: isoDateSchema.nullable(),
  additionalDetails: optionalText(ADDITIONAL_DETAILS_MAX),
  fileUuids: fileUuidsSchema,
  givingContactInfoAllowed: booleanField(),
  hasPetsInApartment: booleanField(),
  showing: enumField(showingOptions),
  beneficiaries: arrayField(beneficiaryRowSchema),
  newAddress: newAddressFormSchema,
  isCollateral: booleanField().nullable(),
  collateralLender: optionalText(COLLATERAL_NAME_MAX),
  rightOfOccupancyCollateralLocation: enumField(collateralLocations).nullable(),
  bank: optionalText(COLLATERAL_NAME_MAX),
})
/** Values of the termination form. */
export type TerminationForm = z.infer<typeof terminationFormBaseSchema>

/** What the termination rules need beyond the form: the contract, today, the deposit. */
export type TerminationFormContext = TerminationDateContext & {
  /** A rental security deposit was charged: the first beneficiary's bank details are required. */
  depositCharged?: boolean
}

/**
 * The termination form with every rule of spec 02 §5 Termination for this contract and day.
 * The cross-field rules below run once the form's shape parses (zod runs refinements only on a
 * well-formed value), so they appear after the field errors of the base schema are fixed:
 * - `endDate` in `terminationEndDateWindow` (`too_small_date`, `too_big_date`);
 * - `movingOutDate` by `checkMovingOutDate` (`too_small_date`, `too_big_date`,
 *   `move_date_after_end_date`);
 * - beneficiaries by `beneficiaryIssues` (path `beneficiaries.<i>.<field>`);
 * - new address by `newAddressErrors` (path `newAddress.<field>`);
 * - a fixed-term contract ended before its end date needs attachments (`fileUuids`: `required`);
 * - right-of-occupancy: `isCollateral` required; `collateralLender` required when it is true;
 *   `rightOfOccupancyCollateralLocation` required; `bank` required when the location is `bank`.
 */
export function terminationFormSchema(context: TerminationFormContext) {
  return terminationFormBaseSchema.superRefine((form, ctx) => {
    const today = context.today ?? todayInHelsinki()
    const dates = { ...context, today }
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path })

    const endProblem = checkTerminationEndDate(form.endDate, dates)
    if (endProblem) issue(['endDate'], endProblem)
    const moveProblem = checkMovingOutDate(form.movingOutDate, {
      endDate: form.endDate,
      contractStartDate: context.contractStartDate ?? null,
      today,
    })
    if (moveProblem) issue(['movingOutDate'], moveProblem)

    for (const b of beneficiaryIssues(form.beneficiaries, context)) {
      issue(['beneficiaries', b.index, b.field], b.key)
    }
    for (const [field, key] of Object.entries(newAddressErrors(form.newAddress))) {
      issue(['newAddress', field], key)
    }

    if (
      isEarlyEndOfFixedTerm(form.endDate, context.contractEndDate) &&
      form.fileUuids.length === 0
    ) {
      issue(['fileUuids'], 'required')
    }

    if (context.contractType === 'right_of_occupancy') {
      if (form.isCollateral === null) issue(['isCollateral'], 'required')
      if (form.isCollateral === true && form.collateralLender === '') {
        issue(['collateralLender'], 'required')
      }
      if (form.rightOfOccupancyCollateralLocation === null) {
        issue(['rightOfOccupancyCollateralLocation'], 'required')
      }
      if (form.rightOfOccupancyCollateralLocation === 'bank' && form.bank === '') {
        issue(['bank'], 'required')
      }
    }
  })
}
