/**
 * Staff files (issue 14): uploads of reply attachments (`POST /api/staff/file-init`, the binary
 * `PUT /api/staff/file-upload/:fileUuid`, `POST /api/staff/file-complete`: the files platform with
 * the staff member as the owner, for the members who may write messages or bulletins), and
 * downloads of residents' attachments (`GET /api/staff/files/:fileUuid`: signed per member,
 * role-checked and audited, see `files.ts`).
 */
import { Readable } from 'node:stream'
import { api, maxFileSizeBytes } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { badRequest } from '../../platform/errors.ts'
import { fileTooLarge, sendFile } from '../../platform/files/index.ts'
import { routeFor } from '../../platform/http.ts'
import { openStaffDownload } from './files.ts'
import { staffRouteGuard } from './guard.ts'

/** Registers the staff upload and download routes. */
export const staffFileRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock, files } = deps
  const staff = { access: 'staff' } as const
  const guard = staffRouteGuard(db)
  const { actorOf, withAnyCapability } = guard
  const uploaders = ['messages', 'bulletins'] as const

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
}
