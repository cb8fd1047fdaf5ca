/**
 * Termination calls (spec 02 §7 confirm-operation/init/contract-termination/*, termination
 * request). Creating or approving a termination starts a strong identification: the answer is
 * a `link` the browser follows after 1 s; the identity provider returns to the server, which
 * redirects to the terminate or confirm page with `?success` or `?error=<ConfirmErrorCode>`.
 * Writes by impersonators give 401 IMPERSONATION_WRITE_ACCESS_DENIED.
 */
import type { z } from 'zod'
import {
  beneficiaryIssues,
  booleanField,
  emptyNewAddress,
  enumField,
  NEW_ADDRESS_TEXT_MAX,
  normalizeBic,
  normalizeIban,
  normalizePhoneNumber,
  numberField,
  postalCodeSchema,
  requiredText,
  stringField,
  terminationFormBaseSchema,
  type BeneficiaryRow,
  type BeneficiaryToSend,
  type TerminationForm,
} from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  contractParamsSchema,
  linkSchema,
  localeSchema,
  uuidField,
} from '../../entities/common.ts'
import { confirmActions, terminationRequestSchema } from '../../entities/termination.ts'
import { identityProviders } from '../../entities/user.ts'

/**
 * A beneficiary as sent (`BeneficiaryToSend` of `@asukas/domain`, made by
 * `beneficiariesToSend`): ids UUID strings, IBAN and BIC with spaces stripped and upper-cased
 * (spec 02 §5), BIC the bank's for a Finnish IBAN, blank optional fields null. Removed existing
 * beneficiaries are sent with `removeExistingBeneficiary: true` and 0 %.
 */
export const beneficiaryBodySchema = bodyObject({
  existingBeneficiaryId: uuidField.nullable(),
  removeExistingBeneficiary: booleanField(),
  contractToTenantAssociationId: uuidField.nullable(),
  beneficiaryName: stringField().trim(),
  iban: stringField().overwrite(normalizeIban),
  bic: stringField().overwrite(normalizeBic).nullable(),
  returnPercentage: numberField(),
  phoneNumber: stringField().overwrite(normalizePhoneNumber).nullable(),
  email: stringField().trim().toLowerCase().nullable(),
})
/** A beneficiary as sent. */
export type BeneficiaryBody = z.input<typeof beneficiaryBodySchema>

/**
 * The form row (`BeneficiaryRow` of `@asukas/domain`) of a sent beneficiary (a parsed
 * {@link beneficiaryBodySchema}, which is a `BeneficiaryToSend`), for the domain's rules: every
 * field carried over, ids included; null BIC, phone and e-mail become `''`.
 */
export function beneficiaryRowOfBody(body: BeneficiaryToSend): BeneficiaryRow {
  return {
    ...body,
    bic: body.bic ?? '',
    phoneNumber: body.phoneNumber ?? '',
    email: body.email ?? '',
  }
}

/**
 * The sent beneficiaries, checked with `beneficiaryIssues` of `@asukas/domain` as for a rental
 * contract (every sent active row has a name or an IBAN, so it is required anyway): names,
 * IBAN/BIC, percentages, at most 4 active, and the 100 % sum (paths `<index>.<field>`). The
 * server checks again with the contract's real type and deposit.
 */
export const beneficiariesBodySchema = bodyArray(beneficiaryBodySchema).superRefine((rows, ctx) => {
  for (const issue of beneficiaryIssues(rows.map(beneficiaryRowOfBody), {
    contractType: 'rental',
  })) {
    ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.index, issue.field] })
  }
})

/**
 * A new address as sent: only when the resident filled it, and then all four fields
 * (`newAddressToSend` of `@asukas/domain`; spec 02 §5 "Sent only when any field is
 * non-blank"): texts 1..100, postal code 5 digits.
 */
export const newAddressBodySchema = bodyObject({
  recipientName: requiredText(NEW_ADDRESS_TEXT_MAX),
  streetAddress: requiredText(NEW_ADDRESS_TEXT_MAX),
  postalCode: postalCodeSchema,
  city: requiredText(NEW_ADDRESS_TEXT_MAX),
})
/** A new address as sent. */
export type NewAddressBody = z.input<typeof newAddressBodySchema>

/**
 * The termination as sent in `operationData` (spec 02 §5 Termination): the domain's
 * `terminationFormBaseSchema` (the same fields, one schema for both sides) except where the
 * wire differs from the form: beneficiaries as sent ({@link beneficiariesBodySchema}) and the
 * new address or null. `showing` decides `displaysSelf` (tenant shows) and
 * `masterKeyAccessAllowed` (`masterKeyAccessFor`). Rules that need the contract and today (date
 * windows, collateral of right-of-occupancy) are checked by the server with
 * `terminationFormSchema(context)` on {@link terminationFormOfOperationData}.
 */
export const terminationOperationDataSchema = terminationFormBaseSchema.extend({
  beneficiaries: beneficiariesBodySchema,
  newAddress: newAddressBodySchema.nullable(),
})
/** The termination as sent. */
export type TerminationOperationData = z.input<typeof terminationOperationDataSchema>

/**
 * The termination form values of a parsed `operationData`, for `terminationFormSchema(context)`
 * of `@asukas/domain` on the server: beneficiary rows back to form rows (ids kept), a missing
 * new address as the empty one.
 */
export function terminationFormOfOperationData(
  data: z.output<typeof terminationOperationDataSchema>,
): TerminationForm {
  return {
    ...data,
    beneficiaries: data.beneficiaries.map(beneficiaryRowOfBody),
    newAddress: data.newAddress ?? emptyNewAddress(),
  }
}

/** The identity provider field: `ftn` (bank id) or `passport`. */
export const identityProviderField = enumField(identityProviders)

/**
 * Body of a call that checks a request and starts its creator's identification: the request in
 * `operationData`, the language and the identity provider (`createTermination`,
 * `createModification`).
 */
export function identificationStartBody<const T extends z.ZodType>(operationData: T) {
  return bodyObject({ operationData, locale: localeSchema, provider: identityProviderField })
}

/**
 * Body of `createTermination`: the termination, the language and the identity provider. A
 * passport identity is refused with CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED
 * (docs/specification.md).
 */
export const createTerminationBodySchema = identificationStartBody(terminationOperationDataSchema)
/** Body of `createTermination`. */
export type CreateTerminationBody = z.input<typeof createTerminationBodySchema>

/** The other party's action on a request: `accept` or `reject` (spec 01 §3). */
export const confirmActionField = enumField(confirmActions)

/**
 * Body of another party's answer to a request: the request's id in `operationData` under
 * `requestIdKey`, `accept` or `reject`, and the language (`approveTermination`,
 * `approveModification`).
 */
export function approvalBody<const K extends string>(requestIdKey: K) {
  return bodyObject({
    operationData: bodyObject({ [requestIdKey]: uuidField } as Record<K, typeof uuidField>),
    operationType: confirmActionField,
    locale: localeSchema,
  })
}

/** Body of `approveTermination`: which request, accept or reject, and the language. */
export const approveTerminationBodySchema = approvalBody('terminationRequestId')
/** Body of `approveTermination`. */
export type ApproveTerminationBody = z.input<typeof approveTerminationBodySchema>

/**
 * GET /api/contracts/:contractUuid/termination-request: the contract's latest termination
 * request (a contract has at most one open request); 404 NOT_FOUND when it has none.
 */
export const terminationRequest = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/termination-request',
  params: contractParamsSchema,
  response: terminationRequestSchema,
  summary: 'Latest termination request of the contract',
  tag: 'contract-requests',
  errors: [],
})

/**
 * POST /api/contracts/:contractUuid/confirm-operation/init/contract-termination/create: check
 * the termination and start the creator's identification. 409 TERMINATION_NOT_ALLOWED (with
 * `details.reason`), CONFIRM_OPERATION_TOO_EARLY; 400 VALIDATION_ERROR; 502
 * TERMINATE_CONTRACT_INIT_CONFIRM_ERROR when the identity service fails.
 */
export const createTermination = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/confirm-operation/init/contract-termination/create',
  params: contractParamsSchema,
  body: createTerminationBodySchema,
  response: linkSchema,
  summary: 'Start identification to terminate the contract',
  tag: 'contract-requests',
  errors: [
    'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR',
    'CONFIRM_OPERATION_TOO_EARLY',
    'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED',
    'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS',
    'TERMINATION_NOT_ALLOWED',
  ],
})

/**
 * POST /api/contracts/:contractUuid/confirm-operation/init/contract-termination/approve: start
 * the identification of another contract party who accepts or rejects the request. 404
 * NOT_FOUND when the request is not awaiting this resident's approval.
 */
export const approveTermination = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/confirm-operation/init/contract-termination/approve',
  params: contractParamsSchema,
  body: approveTerminationBodySchema,
  response: linkSchema,
  summary: 'Start identification to accept or reject a termination',
  tag: 'contract-requests',
  errors: ['TERMINATE_CONTRACT_INIT_CONFIRM_ERROR', 'CONFIRM_OPERATION_INVALID_CONFIRM_TYPE'],
})
