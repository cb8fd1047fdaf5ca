/**
 * Routes of the staff console's work (issue 14): the second factor of the staff login, and
 * `/api/staff/...` for the inbox, messages, the staff uploads, residents and the
 * audit log (fault reports', questions', contract requests', bulletins' and parking's staff
 * routes are in their features, ADR 0033). The contract
 * (`@asukas/contract/endpoints/staff-console`) gives each call's shapes and errors.
 *
 * Every route but the login steps is `staff` (session required) and begins with
 * `requireCapability`, so a role that does not cover the call gets 403 STAFF_ROLE_REQUIRED
 * before anything is read. Writes are refused for impersonators by the one guard.
 */
import { Readable } from 'node:stream'
import { api, maxFileSizeBytes } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import {
  clearingOptions,
  sessionCookieName,
  sessionCookieOptions,
} from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { badRequest } from '../../platform/errors.ts'
import { fileTooLarge, sendFile } from '../../platform/files/index.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { listAccounts, resetSecondFactor, unlockAccount, updateAccount } from './accounts.ts'
import { openStaffDownload } from './files.ts'
import { inbox } from './inbox.ts'
import { addInternalNote, getThread, replyToThread } from './messaging.ts'
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
  const { config, db, clock, mailer, files } = deps
  const staff = { access: 'staff' } as const
  const sessionCookie = sessionCookieName(config)
  const challengeCookie = challengeCookieName(config)
  const guard = staffRouteGuard(db)
  const { actorOf, withCapability, withAnyCapability } = guard
  const uploaders = ['messages', 'bulletins'] as const

  // --- Login: second factor ---------------------------------------------------------------------
  app.route(
    routeFor(
      api.staffEnrolment,
      async (request) =>
        enrolment(db, config.totpEncryptionKey, request.cookies[challengeCookie], clock.now()),
      { access: 'public' },
    ),
  )
  app.route(
    routeFor(
      api.staffConfirmEnrolment,
      async (request, reply) => {
        const result = await confirmEnrolment(
          db,
          mailer,
          config.totpEncryptionKey,
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
          mailer,
          config.totpEncryptionKey,
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
    withCapability(
      'inbox',
      routeFor(api.staffProperties, async (request) => properties(db, actorOf(request)), staff),
    ),
  )
  app.route(
    withCapability(
      'inbox',
      routeFor(
        api.staffInbox,
        async (request) => inbox(db, actorOf(request), request.query, clock.now()),
        staff,
      ),
    ),
  )

  // --- Messages ---------------------------------------------------------------------------------
  app.route(
    withCapability(
      'messages',
      routeFor(
        api.staffMessageThread,
        async (request) => {
          return getThread(db, request.params.id, { userId: actorOf(request).userId, clock })
        },
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'messages',
      routeFor(
        api.staffReplyToThread,
        async (request) =>
          replyToThread(
            db,
            mailer,
            actorOf(request),
            request.params.id,
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
      'messages',
      routeFor(
        api.staffAddThreadNote,
        async (request) => {
          const actor = actorOf(request)
          await addInternalNote(
            db,
            actor,
            'message_thread',
            request.params.id,
            request.body.body,
            request.ip,
          )
          return getThread(db, request.params.id, { userId: actorOf(request).userId, clock })
        },
        staff,
      ),
    ),
  )

  // --- Attachments of replies: the files platform with the staff member as the owner ---------
  app.route(
    withAnyCapability(
      uploaders,
      routeFor(
        api.staffFileInit,
        async (request) => {
          const init = await files.initUpload(actorOf(request).userId, request.body)
          const uploadUrl = init.metadata.uploadUrl.replace(
            /^\/api\/file-upload\//,
            '/api/staff/file-upload/',
          )
          return { ...init, metadata: { ...init.metadata, uploadUrl } }
        },
        staff,
      ),
    ),
  )
  app.route(
    withAnyCapability(
      uploaders,
      routeFor(
        api.staffFileComplete,
        async (request) => files.completeUpload(actorOf(request).userId, request.body.file.uuid),
        staff,
      ),
    ),
  )
  // The binary PUT, in its own scope (raw stream, no JSON body limit), as in platform/files.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers()
    upload.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload)
    })
    upload.route(
      withAnyCapability(uploaders, {
        method: 'PUT',
        url: '/api/staff/file-upload/:fileUuid',
        config: { access: 'staff' },
        handler: async (request, reply) => {
          const body = request.body
          if (!(body instanceof Readable)) throw badRequest()
          if (Number(request.headers['content-length'] ?? 0) > maxFileSizeBytes) {
            throw fileTooLarge()
          }
          const params = request.params as { fileUuid: string }
          const query = request.query as { expires?: string; signature?: string }
          await files.receiveUpload(actorOf(request).userId, params.fileUuid, query, body)
          return reply.code(204).send()
        },
      }),
    )
  })

  // --- Downloads of residents' attachments: signed per staff member, role-checked, audited ----
  app.route<{
    Params: { fileUuid: string }
    Querystring: { expires?: string; signature?: string }
  }>({
    method: 'GET',
    url: '/api/staff/files/:fileUuid',
    config: { access: 'staff' },
    onRequest: async (request) => {
      await guard.identify(request)
    },
    handler: async (request, reply) => {
      const download = await openStaffDownload(
        db,
        clock,
        actorOf(request),
        request.params.fileUuid,
        request.query,
        request.ip,
      )
      return sendFile(
        reply,
        { ...download, body: await files.storage.read(download.storageKey) },
        'attachment',
      )
    },
  })

  // --- Staff accounts (administrators) -------------------------------------------------------------
  app.route(
    withCapability(
      'accounts',
      routeFor(api.staffAccounts, async () => listAccounts(db), staff),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffUpdateAccount,
        async (request) =>
          updateAccount(db, actorOf(request), request.params.id, request.body, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffResetSecondFactor,
        async (request) => resetSecondFactor(db, actorOf(request), request.params.id, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffUnlockAccount,
        async (request) => unlockAccount(db, actorOf(request), request.params.id, request.ip),
        staff,
      ),
    ),
  )

  // --- Residents and audit ----------------------------------------------------------------------
  app.route(
    withCapability(
      'residents',
      routeFor(
        api.staffResident,
        async (request) => {
          return residentDetail(db, request.params.id)
        },
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'audit',
      routeFor(
        api.staffAuditLog,
        async (request) => auditLog(db, actorOf(request), request.query),
        staff,
      ),
    ),
  )
}
