/**
 * The staff feature's public surface for other features (ADR 0017: a feature imports another only
 * through its `index.ts`): who a staff member is and what they may do, and the route guard every
 * feature's staff routes use (ADR 0033).
 */
export {
  assertCovers,
  coversProperty,
  requireCapability,
  staffActor,
  type StaffActor,
} from './access.ts'
export { staffRouteGuard, type StaffRouteGuard } from './guard.ts'
