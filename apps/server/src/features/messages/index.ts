/**
 * The public face of messages for other features: the sanitiser of message bodies, the delivery
 * of a housing provider's message to a resident in the caller's transaction, and the texts of
 * such a message (reply subject, plain text for mails), which the answers to questions and
 * feedback share (`features/feedback-questions`).
 */
export { cleanBody, deliverMessageToResident, deliverMessageToResidentIn } from './service.ts'
export { replyTitle, textOfHtml } from './text.ts'
