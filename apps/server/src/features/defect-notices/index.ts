/**
 * The public face of fault reports for other features: recording the housing provider's events
 * on a notice with the one status rule ({@link statusAfter}), in the caller's transaction, and
 * the maintenance system's steps through the integration API ({@link recordProviderDefectAction},
 * the same path as the staff's).
 */
export {
  recordDefectNoticeEvent,
  recordDefectNoticeEventIn,
  statusAfter,
  type DefectNoticeEventInput,
} from './service.ts'
export { recordProviderDefectAction } from './staff-service.ts'
