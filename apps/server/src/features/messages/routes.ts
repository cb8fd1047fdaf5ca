/** Routes of messages (spec 02 §7): thread list, one thread, unread count, send. */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import * as service from './service.ts'

/** Registers the message routes; each answers 404 unless messaging is on. */
export const messageRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, files, config } = deps
  app.route(
    routeFor(api.messageThreads, async (request) => {
      service.requireMessaging(config)
      return service.listThreads(db, files, request.user)
    }),
  )
  app.route(
    routeFor(api.messageThread, async (request) => {
      service.requireMessaging(config)
      return service.getThread(
        db,
        files,
        request.user,
        requireId('MessageThread', request.params.threadId),
      )
    }),
  )
  app.route(
    routeFor(api.messageUnreadCount, async (request) => {
      service.requireMessaging(config)
      return service.unreadCount(db, request.user, request.contract)
    }),
  )
  app.route(
    routeFor(api.sendMessage, async (request) =>
      service.sendMessage(deps, request.user, request.contract, request.body),
    ),
  )
}
