/**
 * What is left of the housing provider's staff console's contract (issue 14; ADR 0011, 0033): the
 * rich text of staff answers, replies and bulletins, and re-exports of the staff shapes. The staff
 * calls of fault reports, questions, messages, contract requests, bulletins and parking are in
 * their features' endpoint files; the second factor, roles, inbox, residents, audit log, reply
 * attachments and accounts in `staff.ts`. The web app's console lives under `/henkilosto`.
 */
import { requiredString } from '@asukas/domain'

/*
 * Kept while the concept features' endpoints move out of this file (ADR 0033): what only staff
 * have, and the shapes every staff view shares, are the staff endpoints' (`./staff.ts`); the web's
 * staff console screens and the concept features still import some of them from here.
 */
export * from './staff/accounts.ts'
export * from './staff/files.ts'
export * from './staff/inbox.ts'
export * from './staff/login.ts'
export * from './staff/residents-audit.ts'
export * from './staff/roles.ts'
export * from './staff/shared.ts'

// ------------------------------------------------------------------------------------------------
// Rich text of the staff calls (questions, messages, bulletins)
// ------------------------------------------------------------------------------------------------

/** Message body limit (spec 02 §5 Message: max 3000). */
export const STAFF_MESSAGE_MAX = 3000

/** Rich text of an answer or reply: required, at most 3000 characters of text (sanitised). */
export const staffRichTextSchema = requiredString().max(20_000, { error: 'invalid_string' })
