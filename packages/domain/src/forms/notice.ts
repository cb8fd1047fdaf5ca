/**
 * Shared rules of the fault report, question and feedback forms: title max 100, and at least one
 * of title, description or files (error on description). Source: spec 02 §5 "Fault report,
 * feedback, question", §9.
 */
import type { z } from 'zod'

/** Longest notice title (spec 02 §9). */
export const NOTICE_TITLE_MAX = 100
/** Longest feedback description (spec 02 §9). */
export const FEEDBACK_DESCRIPTION_MAX = 2000
/**
 * Longest fault report or question description. The spec sets none; this bound is ours, so a
 * request cannot carry an unbounded text.
 */
export const NOTICE_DESCRIPTION_MAX = 5000

/**
 * Adds "at least one of title, description or files" to a notice schema: when all three are empty
 * the issue `title_description_or_files_required` goes on `description`.
 */
export function withTitleDescriptionOrFiles<
  T extends z.ZodType<{ title: string; description: string; fileUuids: readonly string[] }>,
>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (
      value.title.trim() === '' &&
      value.description.trim() === '' &&
      value.fileUuids.length === 0
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'title_description_or_files_required',
        path: ['description'],
      })
    }
  })
}

/**
 * The reporter contact to send: `{ phoneNumber, email }` only when both are present (non-blank),
 * otherwise `null`. Source: spec 02 §5 ("Contact is sent only if both phone and email are present").
 */
export function noticeReporterOf(contact: {
  phoneNumber?: string | null
  email?: string | null
}): { phoneNumber: string; email: string } | null {
  const phoneNumber = contact.phoneNumber?.trim() ?? ''
  const email = contact.email?.trim().toLowerCase() ?? ''
  return phoneNumber !== '' && email !== '' ? { phoneNumber, email } : null
}
