/**
 * Staff routes of questions and feedback (issue 14; ADR 0033): read one, answer, set the status,
 * add an internal note. Each route is wrapped by the staff route guard with the
 * `feedback_questions` capability (403 STAFF_ROLE_REQUIRED before the body is read); writes are
 * refused for impersonators by the one write guard.
 */
import { api, type EndpointDef } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor, type HandlerFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import { staffRouteGuard } from '../staff/index.ts'
import {
  addFeedbackQuestionNote,
  answerFeedbackQuestion,
  getFeedbackQuestionForStaff,
  setFeedbackQuestionStatus,
} from './staff-service.ts'

/** Registers the four staff routes of questions and feedback. */
export const feedbackQuestionStaffRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock, mailer } = deps
  const { actorOf, withCapability } = staffRouteGuard(db)

  /** Registers a staff route of `endpoint` behind the `feedback_questions` capability. */
  function route<const E extends EndpointDef>(endpoint: E, handler: HandlerFor<E, 'staff'>): void {
    app.route(
      withCapability('feedback_questions', routeFor(endpoint, handler, { access: 'staff' })),
    )
  }

  route(api.staffFeedbackQuestion, async (request) =>
    getFeedbackQuestionForStaff(db, requireId('FeedbackQuestionNotice', request.params.id), {
      userId: actorOf(request).userId,
      clock,
    }),
  )
  route(api.staffAnswerFeedbackQuestion, async (request) =>
    answerFeedbackQuestion(
      db,
      mailer,
      actorOf(request),
      requireId('FeedbackQuestionNotice', request.params.id),
      request.body,
      clock,
      request.ip,
    ),
  )
  route(api.staffSetFeedbackQuestionStatus, async (request) =>
    setFeedbackQuestionStatus(
      db,
      actorOf(request),
      requireId('FeedbackQuestionNotice', request.params.id),
      request.body.status,
      clock,
      request.ip,
    ),
  )
  route(api.staffAddFeedbackQuestionNote, async (request) =>
    addFeedbackQuestionNote(
      db,
      actorOf(request),
      requireId('FeedbackQuestionNotice', request.params.id),
      request.body.body,
      clock,
      request.ip,
    ),
  )
}
