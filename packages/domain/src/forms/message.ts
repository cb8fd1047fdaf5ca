/**
 * New message and reply form. Source: spec 02 §5 Message ("Subject required, trimmed, max 200.
 * Body required, trimmed, max 3000"), §1 Messages (send payload).
 */
import { z } from 'zod'
import { fileUuidsSchema, objectField, requiredText, stringField } from '../fields.ts'
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, messageText } from '../messages.ts'

/**
 * `{ subject, htmlContent, fileIds, messageThreadUuid }`: subject trimmed, required, ≤ 200;
 * body (editor HTML) required and at most 3000 characters of visible text (`messageText`);
 * `messageThreadUuid` null for a new thread. Keys: `required`, `invalid_string`.
 */
export const messageFormSchema = objectField({
  subject: requiredText(MESSAGE_SUBJECT_MAX),
  htmlContent: stringField()
    .refine((html) => messageText(html) !== '', { error: 'required', abort: true })
    .refine((html) => messageText(html).length <= MESSAGE_BODY_MAX, { error: 'invalid_string' }),
  fileIds: fileUuidsSchema,
  messageThreadUuid: z.guid({ error: 'invalid_string' }).nullable(),
})
/** Values of the message form. */
export type MessageForm = z.infer<typeof messageFormSchema>
