/**
 * The terminate wizard's model (spec 01 §2 "Terminate contract and modify contract"; spec 02 §5
 * Termination, Contract modification): the form as the wizard holds it, the steps of each flow,
 * which fields belong to which step, and the errors of the form by the domain's rules (the same
 * the server re-checks).
 */
import {
  beneficiaryRowsFromExisting,
  defaultTerminationEndDate,
  emptyBeneficiaryRow,
  emptyNewAddress,
  fieldErrorsOf,
  terminationFormSchema,
  withSingleBeneficiaryAtFull,
  type TerminationForm,
  type TerminationReason,
} from '@asukas/domain'
import type { Beneficiary } from '@asukas/contract'

/** The form as the wizard holds it: the reason may still be unchosen. */
export type FormState = Omit<TerminationForm, 'terminationReason'> & {
  terminationReason: TerminationReason | ''
}

/** The modification's own fields. */
export interface ModificationState {
  inEffect: string
  description: string
  transferDestinationTenantId: string | null
}

/** A step of either flow; `redirect` is the wait before the identity provider. */
export type Step =
  'parties' | 'form' | 'payment' | 'address' | 'showing' | 'modification' | 'preview' | 'redirect'

/** Steps of a termination (spec 01 §2). */
export const terminationSteps: readonly Step[] = [
  'parties',
  'form',
  'payment',
  'address',
  'showing',
  'preview',
]
/** Steps of a modification (spec 01 §2). */
export const modificationSteps: readonly Step[] = ['parties', 'modification', 'preview']

/** Field paths of each termination step (errors of other steps do not block it). */
export const stepFields: Partial<Record<Step, readonly string[]>> = {
  form: [
    'terminationReason',
    'endDate',
    'movingOutDate',
    'additionalDetails',
    'fileUuids',
    'isCollateral',
    'collateralLender',
    'rightOfOccupancyCollateralLocation',
    'bank',
  ],
  payment: ['beneficiaries'],
  address: ['newAddress'],
  showing: ['showing', 'hasPetsInApartment'],
}

/** What the termination rules depend on (`terminationFormSchema`'s context). */
export type TerminationContext = Parameters<typeof terminationFormSchema>[0]

/** Session storage key remembering which flow was sent (for the thank-you view). */
export const flowKindKey = (contractId: string) => `asukas.contractFlow.${contractId}`

/**
 * The starting form: the default end date of the contract's rules, and the contract's stored
 * beneficiaries (spec 02 §7 GET …/beneficiaries) or one empty row; a single row gets 100 %.
 */
export function initialForm(
  context: TerminationContext,
  stored: readonly Beneficiary[],
): FormState {
  return {
    terminationReason: '',
    endDate: defaultTerminationEndDate(context),
    movingOutDate: null,
    additionalDetails: '',
    fileUuids: [],
    givingContactInfoAllowed: false,
    hasPetsInApartment: false,
    showing: 'tenant_shows',
    beneficiaries: withSingleBeneficiaryAtFull(
      stored.length > 0 ? beneficiaryRowsFromExisting(stored) : [emptyBeneficiaryRow()],
    ),
    newAddress: emptyNewAddress(),
    isCollateral: null,
    collateralLender: '',
    rightOfOccupancyCollateralLocation: null,
    bank: '',
  }
}

/** The errors (path → message key) of the termination form for this contract and day. */
export function terminationErrors(
  form: FormState,
  context: TerminationContext,
): Record<string, string> {
  const reasonMissing = form.terminationReason === ''
  const parsed = terminationFormSchema(context).safeParse({
    ...form,
    terminationReason: reasonMissing ? 'other' : form.terminationReason,
  })
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error)
  if (reasonMissing) errors.terminationReason = 'required'
  return errors
}

/** True when `path` belongs to one of `prefixes`. */
export function inStep(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))
}

/** The props every form step gets from the wizard. */
export interface FormStepProps {
  form: FormState
  /** Merges `change` into the form. */
  update: (change: Partial<FormState>) => void
  /** The translated error of `path` once it was touched. */
  errorOf: (path: string) => string | undefined
  /** The raw message key of `path` (touched or not). */
  errorKeyOf: (path: string) => string | undefined
  touch: (...paths: string[]) => void
}
