/**
 * Messages between a resident and the housing provider (spec 02 §1 "Messages", §7
 * message-timeline and send-message; issue 11).
 *
 * - Everything answers 404 NOT_FOUND unless both the `messages` feature flag and the `messaging`
 *   deployment setting are on ({@link requireMessaging}).
 * - A resident sees the threads on their contracts that they started, or that the housing
 *   provider started ({@link repo.listThreads}); another resident's thread is 404.
 * - Every `htmlContent` is sanitised with an allow-list (`sanitizeMessageHtml`: paragraphs,
 *   emphasis, lists, http(s)/mailto links) before it is stored and again when it is read; the
 *   web app runs DOMPurify once more before rendering. The length rule (1..3000 visible
 *   characters) is checked on the body as sent by the contract's schema and again after
 *   sanitising, so markup that sanitises to nothing is `required`.
 * - Sending writes the thread (new, or the given one of the same contract), the entry and its
 *   files in one transaction. Entries from the resident are `IncomingEmailMessage` (incoming to
 *   the housing provider); {@link deliverMessageToResident} writes an `OutgoingEmailMessage` and
 *   a closeable `message` notification for the resident (for the staff console and tests).
 */
import { randomUUID } from 'node:crypto'
import type { MessageThread, SendMessageBody } from '@asukas/contract'
import {
  MESSAGE_BODY_MAX,
  messageText,
  type ContractId,
  type MessageThreadId,
} from '@asukas/domain'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Config } from '../../platform/config.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { claimFiles, type FilesService } from '../../platform/files/index.ts'
import { sanitizeMessageHtml } from '../../platform/html.ts'
import { parseId } from '../../platform/ids.ts'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import * as repo from './repository.ts'

/** 404 unless the `messages` flag and the `messaging` setting are both on (spec 02 §1). */
export function requireMessaging(config: Config): void {
  if (!config.featureFlags.messages || !config.settings.messaging) throw notFound()
}

/** Maps a thread row; bodies sanitised again, files with signed addresses. */
async function toThread(files: FilesService, row: repo.ThreadRow): Promise<MessageThread> {
  return {
    id: row.id,
    contractUuid: row.contract_id,
    unreadCount: row.unread_count,
    entries: await Promise.all(
      row.entries.map(async (entry) => ({
        type: entry.type,
        messageId: entry.messageId,
        timestamp: new Date(entry.createdAt).toISOString(),
        title: entry.title,
        htmlContent: sanitizeMessageHtml(entry.htmlContent),
        files: await Promise.all(
          entry.files.map(async (file) => ({
            name: file.name,
            url: await files.signedFileUrl({ fileUuid: file.id, contractUuid: row.contract_id }),
          })),
        ),
      })),
    ),
  }
}

/**
 * The resident's threads, newest activity first, each with its unread count. Viewing the list
 * closes the resident's open message notifications that name no thread (raised before
 * migration 0024; spec 02 §1 "closed automatically when the messages page is viewed"); those
 * that name a thread close when it is shown ({@link getThread}). An impersonator changes nothing.
 */
export async function listThreads(
  db: Db,
  files: FilesService,
  user: SessionUser,
): Promise<MessageThread[]> {
  if (!user.isImpersonator) await repo.closeThreadlessNotifications(db, user.residentUserId)
  const rows = await repo.listThreads(db, user.residentUserId)
  return Promise.all(rows.map((row) => toThread(files, row)))
}

/**
 * One of the resident's threads. Showing it marks it read by this resident (co-tenants keep
 * their own marks) and closes the message notifications it raised for them, in one transaction
 * with the read (issue 26 items 4 and 5); an impersonator's look changes nothing.
 *
 * @throws ApiError 404 NOT_FOUND when it is unknown or not the resident's.
 */
export async function getThread(
  db: Db,
  files: FilesService,
  user: SessionUser,
  id: MessageThreadId,
): Promise<MessageThread> {
  const row = await db.transaction(async (tx) => {
    if (!user.isImpersonator) {
      await repo.markRead(tx, user.residentUserId, id)
      await repo.closeThreadNotifications(tx, user.residentUserId, id)
    }
    return repo.findThread(tx, user.residentUserId, id)
  })
  if (!row) throw notFound()
  return toThread(files, row)
}

/**
 * How many entries of the contract's threads the resident has not read (issue 26 item 4).
 */
export async function unreadCount(
  db: Queryable,
  user: SessionUser,
  access: ContractAccess,
): Promise<{ unreadCount: number }> {
  return { unreadCount: await repo.countUnread(db, user.residentUserId, access.contractUuid) }
}

/**
 * The sanitised body of a message.
 *
 * @throws ApiError 400 VALIDATION_ERROR (`htmlContent`: `required` / `invalid_string`) when
 *   nothing visible is left or it is longer than 3000 characters.
 */
export function cleanBody(html: string): string {
  const clean = sanitizeMessageHtml(html)
  const text = messageText(clean)
  if (text === '' || text.length > MESSAGE_BODY_MAX) {
    throw new ApiError(400, 'VALIDATION_ERROR', {
      fieldErrors: { htmlContent: text === '' ? 'required' : 'invalid_string' },
    })
  }
  return clean
}

/**
 * Sends a message or a reply from the resident on the contract.
 *
 * @returns success and the thread it went to.
 * @throws ApiError 404 NOT_FOUND (messaging off, a thread or file that is not the resident's);
 *   400 VALIDATION_ERROR for a body that sanitises to nothing.
 */
export async function sendMessage(
  deps: { db: Db; clock: Clock; config: Config },
  user: SessionUser,
  access: ContractAccess,
  body: SendMessageBody,
): Promise<{ success: boolean; messageThreadUuid: string }> {
  requireMessaging(deps.config)
  const html = cleanBody(body.htmlContent)
  const subject = body.subject.trim()
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now()
    let threadId: MessageThreadId
    if (body.messageThreadUuid) {
      const asked = parseId('MessageThread', body.messageThreadUuid)
      const thread = asked
        ? await repo.lockThread(tx, user.residentUserId, access.contractUuid, asked)
        : null
      if (!thread) throw notFound()
      threadId = thread.id
    } else {
      threadId = await repo.insertThread(tx, {
        contractId: access.contractUuid,
        userId: user.residentUserId,
        subject,
        at,
      })
    }
    const fileIds = await claimFiles(tx, user.residentUserId, body.fileIds ?? [])
    const entryId = await repo.insertEntry(tx, {
      threadId,
      type: 'IncomingEmailMessage',
      messageId: `<${randomUUID()}@asukas>`,
      senderUserId: user.residentUserId,
      title: subject,
      htmlContent: html,
      fileIds,
      at,
    })
    // The thread is the entity: a reply is ordered after the message it answers.
    await recordIntegrationEvent(tx, {
      type: 'message.sent',
      entity: { type: 'message_thread', id: threadId },
      occurredAt: at,
      data: {
        id: entryId,
        threadId,
        contractId: access.contractUuid,
        senderUserId: user.residentUserId,
        subject,
        htmlContent: html,
        fileIds,
      },
    })
    return { success: true, messageThreadUuid: threadId }
  })
}

/**
 * A message from the housing provider to the resident `residentUserId` on the contract, in the
 * thread `threadUuid` or (absent or null) a new one; `subject` is the entry's title and a new
 * thread's subject.
 */
export interface ProviderMessage {
  contractUuid: ContractId
  residentUserId: string
  subject: string
  htmlContent: string
  threadUuid?: MessageThreadId | null
}

/**
 * Delivers a message from the housing provider to a resident (issue 11 "a new incoming message
 * creates [a notification]"): an `OutgoingEmailMessage` entry in the given thread or a new one,
 * and a closeable `message` notification for `residentUserId` on the contract, in one
 * transaction. For the staff console and tests; not a resident route.
 *
 * @returns the thread id.
 */
export async function deliverMessageToResident(
  deps: { db: Db; clock: Clock },
  input: ProviderMessage,
): Promise<MessageThreadId> {
  const html = cleanBody(input.htmlContent)
  return deps.db.transaction(async (tx) => {
    const delivered = await deliverMessageToResidentIn(tx, deps.clock.now(), {
      ...input,
      htmlContent: html,
    })
    return delivered.threadId
  })
}

/**
 * {@link deliverMessageToResident} inside the caller's transaction `tx`, for the staff console:
 * the entry may name its staff sender and carry files the caller has claimed
 * (`platform/files` `claimFiles`). `htmlContent` is sanitised here ({@link cleanBody}).
 *
 * @param at the entry's and the notification's time.
 * @returns the thread id (the given one or a new one) and the new entry's id.
 * @throws ApiError 400 VALIDATION_ERROR for a body that sanitises to nothing or is too long.
 */
export async function deliverMessageToResidentIn(
  tx: Queryable,
  at: Date,
  input: ProviderMessage & { senderUserId?: string | null; fileIds?: readonly string[] },
): Promise<{ threadId: MessageThreadId; entryId: string }> {
  const html = cleanBody(input.htmlContent)
  const threadId =
    input.threadUuid ??
    (await repo.insertThread(tx, {
      contractId: input.contractUuid,
      userId: input.residentUserId,
      subject: input.subject,
      at,
    }))
  const entryId = await repo.insertEntry(tx, {
    threadId,
    type: 'OutgoingEmailMessage',
    messageId: `<${randomUUID()}@asukas>`,
    senderUserId: input.senderUserId ?? null,
    title: input.subject,
    htmlContent: html,
    fileIds: input.fileIds ?? [],
    at,
  })
  await repo.insertMessageNotification(tx, {
    userId: input.residentUserId,
    contractId: input.contractUuid,
    threadId,
    at,
  })
  return { threadId, entryId }
}
