/** Routes of feedback and questions (spec 02 §7): lists, details and creating. */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import * as service from './service.ts'

/** Registers the six routes of feedback and questions. */
export const feedbackQuestionRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, files } = deps
  app.route(
    routeFor(api.feedbacks, async (request) =>
      service.listNotices(db, request.user, request.contract, 'feedback'),
    ),
  )
  app.route(
    routeFor(api.questions, async (request) =>
      service.listNotices(db, request.user, request.contract, 'question'),
    ),
  )
  app.route(
    routeFor(api.feedback, async (request) =>
      service.getNotice(
        db,
        files,
        request.user,
        request.contract,
        'feedback',
        requireId('FeedbackQuestionNotice', request.params.feedbackQuestionNoticeUuid),
      ),
    ),
  )
  app.route(
    routeFor(api.question, async (request) =>
      service.getNotice(
        db,
        files,
        request.user,
        request.contract,
        'question',
        requireId('FeedbackQuestionNotice', request.params.feedbackQuestionNoticeUuid),
      ),
    ),
  )
  app.route(
    routeFor(api.createFeedback, async (request) =>
      service.createNotice(deps, request.user, 'feedback', request.body),
    ),
  )
  app.route(
    routeFor(api.createQuestion, async (request) =>
      service.createNotice(deps, request.user, 'question', request.body),
    ),
  )
}
