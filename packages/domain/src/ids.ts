/**
 * Branded ids (issue 24): a uuid typed with the entity it names, so that the type checker refuses
 * a contract's id where a fault report's is meant. Only a type: at run time an id is the plain
 * uuid string, and on the wire it stays one. The server brands ids where they enter (a route
 * parameter once validated, a row read from the database) with `idOf` / `parseId` in
 * `apps/server/src/platform/ids.ts`.
 */

declare const idBrand: unique symbol

/** The id (a uuid string) of an entity of kind `K`, e.g. `Id<'Contract'>`. */
export type Id<K extends string> = string & { readonly [idBrand]: K }

/** The entities with branded ids (the glossary's names). */
export type IdKind =
  | 'Apartment'
  | 'Building'
  | 'Contract'
  | 'ContractRequest'
  | 'DefectNotice'
  | 'FeedbackQuestionNotice'
  | 'MessageThread'
  | 'ParkingArea'
  | 'ParkingSpot'
  | 'RealProperty'
  | 'Tenant'
  | 'User'

/** A contract's id (`contracts.id`, the wire's `contractUuid`). */
export type ContractId = Id<'Contract'>
/** A fault report's id (`defect_notices.id`, the wire's `uuid` of a defect notice). */
export type DefectNoticeId = Id<'DefectNotice'>
/** A message thread's id (`message_threads.id`, the wire's `messageThreadUuid`). */
export type MessageThreadId = Id<'MessageThread'>
/** A question's or feedback's id (`feedback_question_notices.id`). */
export type FeedbackQuestionNoticeId = Id<'FeedbackQuestionNotice'>
/** A termination's or modification's id (`termination_requests.id`, `modification_requests.id`). */
export type ContractRequestId = Id<'ContractRequest'>
/** A tenant row's id (`tenants.id`: one person's or company's tenancy on one contract). */
export type TenantId = Id<'Tenant'>
/** A real property's id (`real_properties.id`). */
export type RealPropertyId = Id<'RealProperty'>
/** A parking area's id (`parking_areas.id`). */
export type ParkingAreaId = Id<'ParkingArea'>
/** A parking spot's id (`parking_spots.id`). */
export type ParkingSpotId = Id<'ParkingSpot'>
