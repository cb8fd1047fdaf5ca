/**
 * Staff routes of questions and feedback (issue 14; ADR 0033): read one, answer, set the status,
 * add an internal note. Each route is wrapped by the staff route guard with the
 * `feedback_questions` capability (403 STAFF_ROLE_REQUIRED before the body is read); writes are
 * refused for impersonators by the one write guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
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
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'feedback_questions',
      routeFor(
        api.staffFeedbackQuestion,
        async (request) =>
          getFeedbackQuestionForStaff(db, requireId('FeedbackQuestionNotice', request.params.id), {
            userId: actorOf(request).userId,
            clock,
          }),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'feedback_questions',
      routeFor(
        api.staffAnswerFeedbackQuestion,
        async (request) =>
          answerFeedbackQuestion(
            db,
            mailer,
            actorOf(request),
            requireId('FeedbackQuestionNotice', request.params.id),
            request.body,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'feedback_questions',
      routeFor(
        api.staffSetFeedbackQuestionStatus,
        async (request) =>
          setFeedbackQuestionStatus(
            db,
            actorOf(request),
            requireId('FeedbackQuestionNotice', request.params.id),
            request.body.status,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'feedback_questions',
      routeFor(
        api.staffAddFeedbackQuestionNote,
        async (request) =>
          addFeedbackQuestionNote(
            db,
            actorOf(request),
            requireId('FeedbackQuestionNotice', request.params.id),
            request.body.body,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
}
