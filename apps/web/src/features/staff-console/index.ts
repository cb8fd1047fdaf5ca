/**
 * The staff console's public surface for other features (ADR 0017): the building blocks every
 * feature's staff screens share (ADR 0033) — the message of a failed call, where a request came
 * from, the service level badge, sanitised HTML, attachment links, the internal notes panel —
 * the inbox's query keys (a staff action invalidates the inbox), the member's real properties
 * (pickers of the bulletins' audience and of a new parking area) and the staff upload.
 */
export {
  AttachmentLinks,
  NotesPanel,
  OriginDetails,
  SafeHtml,
  ServiceLevelBadge,
  useErrorText,
} from './parts.tsx'
export { consoleKeys, uploadStaffFile, useProperties, type StaffUploaded } from './queries.ts'
