/**
 * Routes of the staff console's work (issue 14): the second factor of the staff login, and
 * `/api/staff/...` for the inbox, fault reports, questions and feedback, messages, contract
 * requests, bulletins, parking, residents and the audit log. The contract
 * (`@asukas/contract/endpoints/staff-console`) gives each call's shapes and errors.
 *
 * Every route but the login steps is `staff` (session required) and begins with
 * `requireCapability`, so a role that does not cover the call gets 403 STAFF_ROLE_REQUIRED
 * before anything is read. Writes are refused for impersonators by the one guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import {
  clearingOptions,
  sessionCookieName,
  sessionCookieOptions,
} from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireCapability } from './access.ts'
import { listBulletins, getBulletin, saveBulletin, unpublishBulletin } from './bulletins.ts'
import {
  decideContractRequest,
  getContractRequest,
  listContractRequests,
} from './contract-requests.ts'
import { actOnDefectNotice, getDefectNotice } from './defect-notices.ts'
import { inbox } from './inbox.ts'
import {
  addInternalNote,
  answerFeedbackQuestion,
  getFeedbackQuestion,
  getThread,
  replyToThread,
  setFeedbackQuestionStatus,
} from './messaging.ts'
import { changeParking, listParking } from './parking.ts'
import { auditLog, properties, residentDetail } from './residents-audit.ts'
import {
  challengeCookieName,
  challengeCookieOptions,
  confirmEnrolment,
  enrolment,
  secondFactor,
} from './second-factor.ts'

/** Registers the staff console routes. */
export const staffConsoleRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db, clock, mailer } = deps
  const staff = { access: 'staff' } as const
  const sessionCookie = sessionCookieName(config)
  const challengeCookie = challengeCookieName(config)
  const delivery = mailer.delivery

  // --- Login: second factor ---------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffEnrolment,
      async (request) => enrolment(db, request.cookies[challengeCookie], clock.now()),
      { access: 'public' },
    ),
  )
  app.route(
    routeFor(
      api.staffConfirmEnrolment,
      async (request, reply) => {
        const result = await confirmEnrolment(
          db,
          request.cookies[challengeCookie],
          request.body.code,
          clock.now(),
          request.ip,
        )
        reply.clearCookie(challengeCookie, clearingOptions(challengeCookieOptions(config)))
        reply.setCookie(sessionCookie, result.session, sessionCookieOptions(config))
        return { recoveryCodes: result.recoveryCodes }
      },
      { access: 'public' },
    ),
  )
  app.route(
    routeFor(
      api.staffSecondFactor,
      async (request, reply) => {
        const session = await secondFactor(
          db,
          request.cookies[challengeCookie],
          request.body,
          clock.now(),
          request.ip,
        )
        reply.clearCookie(challengeCookie, clearingOptions(challengeCookieOptions(config)))
        reply.setCookie(sessionCookie, session, sessionCookieOptions(config))
        return {}
      },
      { access: 'public' },
    ),
  )

  // --- Shared -----------------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffProperties,
      async (request) => properties(db, await requireCapability(db, request.user, 'inbox')),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffInbox,
      async (request) =>
        inbox(db, await requireCapability(db, request.user, 'inbox'), request.query, clock.now()),
      staff,
    ),
  )

  // --- Fault reports ----------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffDefectNotice,
      async (request) =>
        getDefectNotice(
          db,
          await requireCapability(db, request.user, 'defect_notices'),
          request.params.id,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffLinkWorkOrder,
      async (request) =>
        actOnDefectNotice(
          db,
          delivery,
          await requireCapability(db, request.user, 'defect_notices'),
          request.params.id,
          { kind: 'link_work_order', workOrderId: request.body.workOrderId },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffStartDefectWork,
      async (request) =>
        actOnDefectNotice(
          db,
          delivery,
          await requireCapability(db, request.user, 'defect_notices'),
          request.params.id,
          { kind: 'start' },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAddWorkNote,
      async (request) =>
        actOnDefectNotice(
          db,
          delivery,
          await requireCapability(db, request.user, 'defect_notices'),
          request.params.id,
          { kind: 'work_note', note: request.body },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffCompleteDefect,
      async (request) =>
        actOnDefectNotice(
          db,
          delivery,
          await requireCapability(db, request.user, 'defect_notices'),
          request.params.id,
          { kind: 'complete' },
          request.ip,
        ),
      staff,
    ),
  )

  // --- Questions and feedback -------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffFeedbackQuestion,
      async (request) => {
        await requireCapability(db, request.user, 'feedback_questions')
        return getFeedbackQuestion(db, request.params.id, clock.now())
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAnswerFeedbackQuestion,
      async (request) =>
        answerFeedbackQuestion(
          db,
          delivery,
          await requireCapability(db, request.user, 'feedback_questions'),
          request.params.id,
          request.body,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffSetFeedbackQuestionStatus,
      async (request) =>
        setFeedbackQuestionStatus(
          db,
          await requireCapability(db, request.user, 'feedback_questions'),
          request.params.id,
          request.body.status,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAddFeedbackQuestionNote,
      async (request) => {
        const actor = await requireCapability(db, request.user, 'feedback_questions')
        await addInternalNote(
          db,
          actor,
          'feedback_question_notice',
          request.params.id,
          request.body.body,
          request.ip,
        )
        return getFeedbackQuestion(db, request.params.id, clock.now())
      },
      staff,
    ),
  )

  // --- Messages ---------------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffMessageThread,
      async (request) => {
        await requireCapability(db, request.user, 'messages')
        return getThread(db, request.params.id, clock.now())
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffReplyToThread,
      async (request) =>
        replyToThread(
          db,
          delivery,
          await requireCapability(db, request.user, 'messages'),
          request.params.id,
          request.body,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAddThreadNote,
      async (request) => {
        const actor = await requireCapability(db, request.user, 'messages')
        await addInternalNote(
          db,
          actor,
          'message_thread',
          request.params.id,
          request.body.body,
          request.ip,
        )
        return getThread(db, request.params.id, clock.now())
      },
      staff,
    ),
  )

  // --- Contract requests ------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffContractRequests,
      async (request) => {
        await requireCapability(db, request.user, 'contract_requests')
        return listContractRequests(db, request.query.status)
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffContractRequest,
      async (request) => {
        await requireCapability(db, request.user, 'contract_requests')
        return getContractRequest(db, request.params.kind, request.params.id)
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffDecideContractRequest,
      async (request) =>
        decideContractRequest(
          db,
          delivery,
          await requireCapability(db, request.user, 'contract_requests'),
          request.params.kind,
          request.params.id,
          request.body,
          request.ip,
        ),
      staff,
    ),
  )

  // --- Bulletins --------------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffBulletins,
      async (request) => {
        await requireCapability(db, request.user, 'bulletins')
        return listBulletins(db, clock.now())
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffBulletin,
      async (request) => {
        await requireCapability(db, request.user, 'bulletins')
        return getBulletin(db, request.params.id, clock.now())
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffCreateBulletin,
      async (request) =>
        saveBulletin(
          db,
          await requireCapability(db, request.user, 'bulletins'),
          null,
          request.body,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffUpdateBulletin,
      async (request) =>
        saveBulletin(
          db,
          await requireCapability(db, request.user, 'bulletins'),
          request.params.id,
          request.body,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffUnpublishBulletin,
      async (request) =>
        unpublishBulletin(
          db,
          await requireCapability(db, request.user, 'bulletins'),
          request.params.id,
          clock.now(),
          request.ip,
        ),
      staff,
    ),
  )

  // --- Parking ----------------------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffParking,
      async (request) => listParking(db, await requireCapability(db, request.user, 'parking')),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffCreateParkingArea,
      async (request) =>
        changeParking(
          db,
          await requireCapability(db, request.user, 'parking'),
          { kind: 'create_area', area: request.body },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffCreateParkingSpot,
      async (request) =>
        changeParking(
          db,
          await requireCapability(db, request.user, 'parking'),
          { kind: 'create_spot', areaId: request.params.id, spot: request.body },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffUpdateParkingSpot,
      async (request) =>
        changeParking(
          db,
          await requireCapability(db, request.user, 'parking'),
          { kind: 'update_spot', spotId: request.params.id, patch: request.body },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAddParkingPrice,
      async (request) =>
        changeParking(
          db,
          await requireCapability(db, request.user, 'parking'),
          { kind: 'add_price', spotId: request.params.id, price: request.body },
          request.ip,
        ),
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffEndParkingReservation,
      async (request) =>
        changeParking(
          db,
          await requireCapability(db, request.user, 'parking'),
          {
            kind: 'end_reservation',
            reservationId: request.params.id,
            endDate: request.body.endDate,
          },
          request.ip,
        ),
      staff,
    ),
  )

  // --- Residents and audit ----------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffResident,
      async (request) => {
        await requireCapability(db, request.user, 'residents')
        return residentDetail(db, request.params.id)
      },
      staff,
    ),
  )
  app.route(
    routeFor(
      api.staffAuditLog,
      async (request) =>
        auditLog(db, await requireCapability(db, request.user, 'audit'), request.query),
      staff,
    ),
  )
}
