/**
 * Feedback and questions (spec 02 §1 "Feedback and questions", §5, §7; issue 11): the resident's
 * own notices of a contract, newest first by number; one in detail with files (signed download
 * addresses) and the reporter's contact; creating one. A profile without a phone number blocks
 * creating (400 FEEDBACK_MISSING_PHONE_NUMBER / QUESTION_MISSING_PHONE_NUMBER); another
 * resident's or contract's notice is 404 NOT_FOUND, shown as 'no feedback found' / 'no question
 * found'. Writes run in one transaction; the impersonation guard refuses them before they get
 * here. These notices have no events yet, so `latestEvent` is null.
 */
import type {
  CreatedNotice,
  FeedbackBody,
  FeedbackQuestionNotice,
  FeedbackQuestionNoticeDetail,
  FeedbackQuestionNoticeType,
  QuestionBody,
} from '@asukas/contract'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { Clock } from '../../platform/clock.ts'
import { findContractAccess, type ContractAccess } from '../../platform/contracts-access.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { claimFiles, type FilesService } from '../../platform/files/index.ts'
import type { FeedbackQuestionNoticeId } from '@asukas/domain'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import { noticeHead, noticeReporterOf } from '../../platform/notices.ts'
import * as repo from './repository.ts'

/** Maps a row to the list shape. */
export function toNotice(row: repo.FeedbackQuestionRow): FeedbackQuestionNotice {
  return {
    ...noticeHead(row),
    latestEvent: null,
    status: row.status,
    noticeType: row.notice_type,
    createdAt: row.created_at.toISOString(),
  }
}

/** The resident's notices of `type` on the contract, newest first. */
export async function listNotices(
  db: Queryable,
  user: SessionUser,
  access: ContractAccess,
  type: FeedbackQuestionNoticeType,
): Promise<FeedbackQuestionNotice[]> {
  const rows = await repo.listNotices(db, access.contractUuid, user.residentUserId, type)
  return rows.map(toNotice)
}

/**
 * One of the resident's notices in detail.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown id, another type, resident or contract.
 */
export async function getNotice(
  db: Queryable,
  files: FilesService,
  user: SessionUser,
  access: ContractAccess,
  type: FeedbackQuestionNoticeType,
  id: FeedbackQuestionNoticeId,
): Promise<FeedbackQuestionNoticeDetail> {
  const row = await repo.findNotice(db, access.contractUuid, user.residentUserId, type, id)
  if (!row) throw notFound()
  return {
    ...toNotice(row),
    files: await files.attachedFiles(access.contractUuid, await repo.listFiles(db, row.id)),
    contractUuid: row.contract_id,
    noticeReporter: noticeReporterOf(row),
  }
}

/**
 * Creates feedback or a question on `body.contractUuid`.
 *
 * @returns the new notice's number and uuid.
 * @throws ApiError 404 NOT_FOUND for a contract or file that is not the resident's;
 *   400 FEEDBACK_MISSING_PHONE_NUMBER / QUESTION_MISSING_PHONE_NUMBER.
 */
export async function createNotice(
  deps: { db: Db; clock: Clock },
  user: SessionUser,
  type: FeedbackQuestionNoticeType,
  body: FeedbackBody | QuestionBody,
): Promise<CreatedNotice> {
  const access = await findContractAccess(deps.db, body.contractUuid, user.residentUserId)
  if (!access) throw notFound()
  const phoneNumber = await repo.findPhoneNumber(deps.db, user.residentUserId)
  if ((phoneNumber ?? '').trim() === '') {
    throw new ApiError(
      400,
      type === 'feedback' ? 'FEEDBACK_MISSING_PHONE_NUMBER' : 'QUESTION_MISSING_PHONE_NUMBER',
    )
  }
  return deps.db.transaction(async (tx) => {
    const fileIds = await claimFiles(tx, user.residentUserId, body.fileUuids ?? [])
    const created = await repo.insertNotice(tx, {
      contractId: access.contractUuid,
      userId: user.residentUserId,
      type,
      title: (body.title ?? '').trim(),
      description: (body.description ?? '').trim(),
      reporterPhoneNumber: body.noticeReporter?.phoneNumber ?? null,
      reporterEmail: body.noticeReporter?.email.toLowerCase() ?? null,
      fileIds,
      at: deps.clock.now(),
    })
    await recordIntegrationEvent(tx, {
      type: type === 'feedback' ? 'feedback.created' : 'question.created',
      entity: { type, id: created.id },
      occurredAt: deps.clock.now(),
      data: {
        id: created.id,
        noticeNumber: created.notice_number,
        contractId: access.contractUuid,
        title: (body.title ?? '').trim(),
        description: (body.description ?? '').trim(),
        reporter: body.noticeReporter ?? null,
        fileIds,
      },
    })
    return { id: created.notice_number, uuid: created.id }
  })
}
