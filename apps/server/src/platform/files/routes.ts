/**
 * Routes of the files platform (spec 02 §7 file init, PUT, file complete; signed downloads):
 *
 * | call | route |
 * |---|---|
 * | `fileInit` | `POST /api/file-init` |
 * | upload | `PUT /api/file-upload/:fileUuid?expires&signature` (binary body, any content type; one PUT per address, another 409 FILE_UPLOAD_CONFLICT) |
 * | `fileComplete` | `POST /api/file-complete` |
 * | download | `GET /api/contracts/:contractUuid/files/:fileUuid?expires&signature` |
 *
 * Every route needs a resident session; the writes are refused for an impersonator by the
 * security hooks (IMPERSONATION_WRITE_ACCESS_DENIED), and the download is contract-scoped, so
 * the membership check answers 404 for another resident's contract before the signature is
 * even looked at. The upload's headers (`uploadHeaders`) carry `X-Requested-With`, which the CSRF
 * check requires of a non-JSON write.
 */
import { Readable } from 'node:stream'
import { api, maxFileSizeBytes } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import { badRequest } from '../errors.ts'
import { routeFor } from '../http.ts'
import { sendFile } from './send.ts'
import { fileTooLarge, type FilesService } from './service.ts'

/** Query of the signed upload and download addresses. */
interface SignedQuery {
  expires?: string
  signature?: string
}

/** Registers the four routes of the files platform. */
export const fileRoutes: FastifyPluginAsync<{ files: FilesService }> = async (app, { files }) => {
  app.route(
    routeFor(api.fileInit, async (request) =>
      files.initUpload(request.user.residentUserId, request.body),
    ),
  )
  app.route(
    routeFor(api.fileComplete, async (request) =>
      files.completeUpload(request.user.residentUserId, request.body.file.uuid),
    ),
  )

  // The binary PUT, in its own scope: every content type is handed over as a raw stream, so the
  // bytes go to storage without being buffered and the JSON body limit does not apply.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers()
    upload.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload)
    })
    upload.route<{ Params: { fileUuid: string }; Querystring: SignedQuery }>({
      method: 'PUT',
      url: '/api/file-upload/:fileUuid',
      config: { access: 'user' },
      handler: async (request, reply) => {
        const body = request.body
        if (!(body instanceof Readable)) throw badRequest()
        const user = request.user
        if (!user) throw badRequest()
        // A declared length over the limit is refused before any byte is read.
        if (Number(request.headers['content-length'] ?? 0) > maxFileSizeBytes) throw fileTooLarge()
        await files.receiveUpload(user.residentUserId, request.params.fileUuid, request.query, body)
        return reply.code(204).send()
      },
    })
  })

  app.route<{ Params: { contractUuid: string; fileUuid: string }; Querystring: SignedQuery }>({
    method: 'GET',
    url: '/api/contracts/:contractUuid/files/:fileUuid',
    config: { access: 'user' },
    handler: async (request, reply) => {
      const download = await files.openDownload(
        request.params.contractUuid,
        request.params.fileUuid,
        request.query,
      )
      return sendFile(reply, download)
    },
  })
}
