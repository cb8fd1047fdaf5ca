/**
 * The staff feature's public surface (ADR 0017, 0033): the signed-in staff member, the
 * invalidation of the inbox (a staff step on a record changes its place there), and the building
 * blocks every feature's staff screens share — the message of a failed call or load, where a
 * request came from, the service level badge, sanitised HTML, attachment links, the frame of a
 * screen opened from the inbox, the internal notes panel, a termination reason in words — the member's real properties (pickers of the
 * bulletins' audience and of a new parking area) and the staff upload.
 */
export { InboxItemPage } from './InboxItemPage.tsx'
export { NotesPanel } from './NotesPanel.tsx'
export {
  AttachmentLinks,
  OriginDetails,
  SafeHtml,
  ServiceLevelBadge,
  useErrorText,
  useLoadErrorText,
  useReasonText,
} from './parts.tsx'
export {
  invalidateInbox,
  uploadStaffFile,
  useProperties,
  useStaffMe,
  type StaffUploaded,
} from './queries.ts'
