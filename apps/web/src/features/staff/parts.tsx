/**
 * Building blocks every feature's staff screens share (ADR 0033): the message of a failed call
 * and of a failed load (for the kit's `AsyncView`), where a request came from, the service level
 * badge, sanitised HTML, attachment links and the termination reason in words.
 */
import DOMPurify from 'dompurify'
import type { StaffAttachment, StaffRequestOrigin } from '@asukas/contract/endpoints/staff'
import { terminationReasonOrUnknown, type ServiceLevel } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import styles from './StaffParts.module.css'

/** The translated message of a failed staff call. */
export function useErrorText() {
  const c = useStaffText().common
  return (error: unknown): string => {
    if (isApiError(error, 'STAFF_ROLE_REQUIRED')) return c.forbidden
    if (isApiError(error, 'NOT_FOUND')) return c.notFound
    if (isApiError(error, 'REQUEST_NOT_REVIEWABLE')) return c.notReviewable
    if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) return c.writeDenied
    return c.saveFailed
  }
}

/**
 * The message of a failed staff load, for `AsyncView`'s `errorText`: a record outside the
 * member's role or properties and an unknown one are said as such, anything else failed to load.
 */
export function useLoadErrorText() {
  const c = useStaffText().common
  return (error: unknown): string =>
    isApiError(error, 'STAFF_ROLE_REQUIRED')
      ? c.forbidden
      : isApiError(error, 'NOT_FOUND')
        ? c.notFound
        : c.loadFailed
}

/**
 * Attachments of a resident request or message as download links: signed staff addresses
 * (15 minutes, role-checked and audited by the server, `/api/staff/files/…`).
 */
export function AttachmentLinks({ files, qa }: { files: StaffAttachment[]; qa: string }) {
  const c = useStaffText().common
  if (files.length === 0) return null
  return (
    <ul className={styles.attachmentList} data-qa={qa}>
      {files.map((file) => (
        <li key={file.uuid}>
          <a href={file.url} download={file.name} data-qa="staff-attachment">
            {file.name}
            <span className="visually-hidden"> ({c.download})</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Sanitised HTML (DOMPurify, again after the server's sanitize-html). */
export function SafeHtml({ html, qa }: { html: string; qa?: string }) {
  return (
    <div
      className="rich-text"
      data-qa={qa}
      // The HTML was sanitised on the server and is sanitised again here.
      dangerouslySetInnerHTML={{
        __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }),
      }}
    />
  )
}

/** Sender, contract address and property of a request. */
export function OriginDetails({ origin }: { origin: StaffRequestOrigin }) {
  const c = useStaffText().common
  return (
    <dl className="details-list staff-origin" data-qa="staff-origin">
      <div>
        <dt>{c.sender}</dt>
        <dd>
          {origin.residentName ?? '–'}
          {origin.residentEmail && <> · {origin.residentEmail}</>}
          {origin.residentPhone && <> · {origin.residentPhone}</>}
        </dd>
      </div>
      <div>
        <dt>{c.address}</dt>
        <dd>{origin.address}</dd>
      </div>
      <div>
        <dt>{c.property}</dt>
        <dd>{origin.realPropertyName}</dd>
      </div>
    </dl>
  )
}

/** The service level of an item: due date and days left, or overdue. */
export function ServiceLevelBadge({ level }: { level: ServiceLevel | null }) {
  const texts = useStaffText().inbox
  const format = useFormat()
  if (level === null) return <span className={`${styles.sla} ${styles.none}`}>{texts.noLevel}</span>
  return (
    <span
      className={`${styles.sla} ${level.overdue ? styles.overdue : styles.ok}`}
      data-qa={level.overdue ? 'sla-overdue' : 'sla-ok'}
    >
      {level.overdue
        ? texts.overdue(-level.businessDaysLeft)
        : texts.daysLeft(level.businessDaysLeft)}
      {' · '}
      {texts.due(format.dateWithYear(level.dueDate))}
    </span>
  )
}

/**
 * A termination reason in the interface language: the termination form's own translations of
 * the spec's reasons (contract-requests section, fi/sv/en), "unknown reason" for anything else, so
 * no wire code such as `family_size_change` reaches a screen (issue 26 item 24).
 */
export function useReasonText(): (reason: string | null) => string {
  const reasons = useContractRequestsText().form.reasons
  return (reason: string | null) =>
    reason === null ? '–' : (reasons[terminationReasonOrUnknown(reason)] ?? reasons.UNKNOWN)
}
