/**
 * Feedback form. Source: spec 02 §5 "Fault report, feedback, question" (feedback description max
 * 2000), spec 01 §3 Feedback or question notice.
 */
import type { z } from 'zod'
import {
  fileUuidsSchema,
  objectField,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  optionalText,
} from '../fields.ts'
import {
  FEEDBACK_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  withTitleDescriptionOrFiles,
} from './notice.ts'

/**
 * `{ title, description, fileUuids, email, phoneNumber }`: title ≤ 100, description ≤ 2000,
 * e-mail and phone optional but valid when given, at least one of title, description or files.
 */
export const feedbackFormSchema = withTitleDescriptionOrFiles(
  objectField({
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(FEEDBACK_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
    email: optionalEmailSchema,
    phoneNumber: optionalPhoneNumberSchema,
  }),
)
/** Values of the feedback form. */
export type FeedbackForm = z.infer<typeof feedbackFormSchema>
