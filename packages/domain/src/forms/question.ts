/**
 * Question form. Source: spec 02 §5 "Fault report, feedback, question" ("Question form also
 * requires email and phone"), spec 01 §3 Feedback or question notice.
 */
import type { z } from 'zod'
import {
  emailSchema,
  fileUuidsSchema,
  objectField,
  optionalText,
  phoneNumberSchema,
} from '../fields.ts'
import { NOTICE_DESCRIPTION_MAX, NOTICE_TITLE_MAX, withTitleDescriptionOrFiles } from './notice.ts'

/**
 * `{ title, description, fileUuids, email, phoneNumber }`: title ≤ 100, description ≤ 5000,
 * e-mail and phone required, at least one of title, description or files.
 */
export const questionFormSchema = withTitleDescriptionOrFiles(
  objectField({
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(NOTICE_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
  }),
)
/** Values of the question form. */
export type QuestionForm = z.infer<typeof questionFormSchema>
