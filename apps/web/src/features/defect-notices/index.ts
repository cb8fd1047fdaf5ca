/**
 * The public surface of fault reports (ADR 0017) for the features beside it: the pieces the
 * question, feedback and message screens share (the missing-phone alert, read-only rows, the
 * step heading, the preview step, the form error translator), its one retry rule, and the
 * notices' styles.
 */
export { Details, MissingPhone, NoticePreview, StepHeading, useNoticeMessage } from './parts.tsx'
export { retryOnce } from './queries.ts'
export { default as noticeStyles } from './Notices.module.css'
