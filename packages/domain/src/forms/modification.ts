/**
 * Contract modification form: the date, the tenants who move out and the transfer of the
 * contract-party status. Source: spec 02 §5 Contract modification; docs/specification.md
 * (modification date today … 2 months, default end of month); spec 01 §3 Modification request.
 */
import type { z } from 'zod'
import { todayInHelsinki, type IsoDate } from '../dates.ts'
import {
  arrayField,
  idField,
  isoDateSchema,
  objectField,
  optionalText,
  type EntityId,
} from '../fields.ts'
import { checkModificationDate } from '../termination.ts'

/** Longest modification description (ours, as the termination's additional details). */
export const MODIFICATION_DESCRIPTION_MAX = 1000

/** What the modification rules read of each tenant (spec 01 §3 Tenant). */
export type ModificationTenant = {
  id: EntityId
  isContractParty: boolean
  /** null when the age cannot be determined. */
  isAdult: boolean | null
  hasResidentUser: boolean
}

/**
 * The shape of the modification form: `{ inEffect, description, removeTenantIds,
 * transferDestinationTenantId }` (the destination null unless a transfer is needed).
 */
export const modificationFormBaseSchema = objectField({
  inEffect: isoDateSchema,
  description: optionalText(MODIFICATION_DESCRIPTION_MAX),
  removeTenantIds: arrayField(idField()),
  transferDestinationTenantId: idField().nullable(),
})
/** Values of the modification form. */
export type ModificationForm = z.infer<typeof modificationFormBaseSchema>

/**
 * True when every contract-party tenant is among the removed ones, so the contract-party status
 * must be transferred (spec 02 §5 Contract modification).
 */
export function isTransferRequired(
  tenants: readonly ModificationTenant[],
  removeTenantIds: readonly EntityId[],
): boolean {
  const parties = tenants.filter((t) => t.isContractParty)
  return parties.length > 0 && parties.every((t) => removeTenantIds.includes(t.id))
}

/**
 * True when a tenant can receive the contract-party status: an adult non-party tenant who stays
 * and has a resident user (spec 02 §5).
 */
export function isTransferDestinationEligible(
  tenant: ModificationTenant,
  removeTenantIds: readonly EntityId[],
): boolean {
  return (
    !tenant.isContractParty &&
    tenant.isAdult === true &&
    tenant.hasResidentUser &&
    !removeTenantIds.includes(tenant.id)
  )
}

/**
 * The problem of a transfer destination, or `undefined` when none is needed or it is fine:
 * `required` when a transfer is needed and none is chosen; `not_resident_user` when the chosen
 * tenant is not an adult non-party tenant with a resident user who stays (the UI's
 * 'notResidentUser' message). Source: spec 02 §5 Contract modification.
 */
export function transferDestinationProblem(
  tenants: readonly ModificationTenant[],
  removeTenantIds: readonly EntityId[],
  destinationTenantId: EntityId | null,
): 'required' | 'not_resident_user' | undefined {
  if (!isTransferRequired(tenants, removeTenantIds)) return undefined
  if (destinationTenantId === null) return 'required'
  const destination = tenants.find((t) => t.id === destinationTenantId)
  return destination && isTransferDestinationEligible(destination, removeTenantIds)
    ? undefined
    : 'not_resident_user'
}

/**
 * The modification form for a contract's tenants on `today` (default today in Helsinki):
 * - `inEffect` today … 2 months ahead (`too_small_date`, `too_big_date`);
 * - `removeTenantIds` at least one (`required`), only tenants of the contract and not all of
 *   them (that is a termination) (`invalid_string`);
 * - `transferDestinationTenantId` by {@link transferDestinationProblem}: `required`, or
 *   `invalid_string` with `params.reason = 'not_resident_user'`.
 */
export function modificationFormSchema(context: {
  tenants: readonly ModificationTenant[]
  today?: IsoDate
}) {
  return modificationFormBaseSchema.superRefine((form, ctx) => {
    const dateProblem = checkModificationDate(form.inEffect, context.today ?? todayInHelsinki())
    if (dateProblem) ctx.addIssue({ code: 'custom', message: dateProblem, path: ['inEffect'] })

    const ids = context.tenants.map((t) => t.id)
    const removed = new Set(form.removeTenantIds)
    if (removed.size === 0) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['removeTenantIds'] })
    } else if ([...removed].some((id) => !ids.includes(id)) || removed.size >= ids.length) {
      ctx.addIssue({ code: 'custom', message: 'invalid_string', path: ['removeTenantIds'] })
    }

    const problem = transferDestinationProblem(
      context.tenants,
      form.removeTenantIds,
      form.transferDestinationTenantId,
    )
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem === 'required' ? 'required' : 'invalid_string',
        path: ['transferDestinationTenantId'],
        ...(problem === 'not_resident_user' ? { params: { reason: problem } } : {}),
      })
    }
  })
}
