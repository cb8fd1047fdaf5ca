/**
 * Upload helpers of the API tests: real bytes of each accepted type (and of a disguised
 * executable), and the three-step upload (init → signed PUT → complete) through `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { api, type FileContentType, type FileRecord } from '@asukas/contract'
import { call } from './app.ts'

/** A 1×1 PNG image. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
/** The start of a JPEG (JFIF) image: enough for content sniffing. */
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 0),
  Buffer.from([0xff, 0xd9]),
])
/** A minimal PDF document. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
/** A Windows executable (MZ / PE header), to be sent under an image's name and type. */
export const exeBytes = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0),
])

/** `POST /api/file-init` for `fileName` / `contentType`. */
export function fileInit(
  app: FastifyInstance,
  cookie: string,
  fileName: string,
  contentType: FileContentType,
): Promise<LightMyRequestResponse> {
  return call(app, {
    method: 'POST',
    url: '/api/file-init',
    cookie,
    payload: { file: { fileName, contentType } },
  })
}

/** PUTs `bytes` to the upload address of an init answer with its headers. */
export function putBytes(
  app: FastifyInstance,
  cookie: string,
  init: { metadata: { uploadUrl: string; uploadHeaders: Record<string, string> } },
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: init.metadata.uploadUrl,
    headers: { ...init.metadata.uploadHeaders, cookie },
    payload: bytes,
  })
}

/** Init, PUT and complete; throws unless every step succeeds. */
export async function uploadFile(
  app: FastifyInstance,
  cookie: string,
  fileName: string,
  contentType: FileContentType,
  bytes: Buffer,
): Promise<FileRecord> {
  const init = await fileInit(app, cookie, fileName, contentType)
  if (init.statusCode !== 200) throw new Error(`file-init ${init.statusCode} ${init.body}`)
  const started = api.fileInit.response.parse(init.json())
  const put = await putBytes(app, cookie, started, bytes)
  if (put.statusCode !== 204) throw new Error(`upload ${put.statusCode} ${put.body}`)
  const complete = await call(app, {
    method: 'POST',
    url: '/api/file-complete',
    cookie,
    payload: { file: { uuid: started.uuid } },
  })
  if (complete.statusCode !== 200)
    throw new Error(`complete ${complete.statusCode} ${complete.body}`)
  return api.fileComplete.response.parse(complete.json())
}
