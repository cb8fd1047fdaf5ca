/**
 * The public face of fault reports for other features (the staff console): recording the housing
 * provider's events on a notice with the one status rule ({@link statusAfter}), in the caller's
 * transaction.
 */
export {
  recordDefectNoticeEvent,
  recordDefectNoticeEventIn,
  statusAfter,
  type DefectNoticeEventInput,
} from './service.ts'
