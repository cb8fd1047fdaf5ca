/**
 * The rules of an upsert body that need no database (issue 22 item 2), checked after the body's
 * schema and before its references are resolved, the same way by the single upsert
 * (`upserts.ts`) and the bulk load's batches (`bulk-batch.ts`): each throws the 400
 * `VALIDATION_ERROR` of its field (`details.fieldErrors`, dot paths without the bulk report's
 * `body.` prefix).
 */
import { ApiError } from '../../../platform/errors.ts'
import type { BodyOf } from './upserts.ts'

/** A 400 VALIDATION_ERROR naming `field`. */
function validation(field: string, message = 'invalid_string', extra = {}): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: message }, ...extra })
}

/**
 * A contract: party ids unique within the contract, collateral only on a right of occupancy, end
 * dates not before start dates (the contract's, and each party's against its own or the
 * contract's start).
 *
 * @throws ApiError 400 VALIDATION_ERROR naming the field.
 */
export function checkContract(body: BodyOf<'contracts'>): void {
  const seen = new Set<string>()
  body.parties.forEach((party, index) => {
    if (seen.has(party.externalId)) throw validation(`parties.${index}.externalId`)
    seen.add(party.externalId)
  })
  if (body.collateral && body.type !== 'right_of_occupancy') throw validation('collateral')
  if (body.endDate && body.endDate < body.startDate) throw validation('endDate', 'invalid_date')
  body.parties.forEach((party, index) => {
    const endDate = party.endDate ?? null
    if (endDate !== null && endDate < (party.startDate ?? body.startDate)) {
      throw validation(`parties.${index}.endDate`, 'invalid_date')
    }
  })
}

/**
 * Published content (a contact, a document) is scoped to one building, one real property or
 * everyone: naming both is refused on `building`.
 *
 * @throws ApiError 400 VALIDATION_ERROR on `building`.
 */
export function checkScope(body: {
  realProperty?: string | null | undefined
  building?: string | null | undefined
}): void {
  if (body.realProperty && body.building) throw validation('building')
}

/**
 * A contact: its scope ({@link checkScope}), and a resident committee role only in the resident
 * committee category (the `contacts` table's check, spec 01 §3 Contact).
 *
 * @throws ApiError 400 VALIDATION_ERROR on `building` or `residentCommitteeRole`.
 */
export function checkContact(body: BodyOf<'contacts'>): void {
  checkScope(body)
  if (body.residentCommitteeRole && body.category !== 'resident_committee') {
    throw validation('residentCommitteeRole')
  }
}

/**
 * The error of a payment whose `kind` differs from the stored one's (a month and a remittance
 * live in two tables; changing the kind of a key is refused, never a silent move): 400
 * `VALIDATION_ERROR` on `kind`.
 */
export function kindChangeError(): ApiError {
  return validation('kind')
}

/**
 * The 400 VALIDATION_ERROR of a contract update that leaves out parties the contract has
 * (`details.missingParties`): parties end with `endDate`, never by omission.
 */
export function missingPartiesError(missing: readonly string[]): ApiError {
  return validation('parties', 'invalid_string', { missingParties: [...missing] })
}
