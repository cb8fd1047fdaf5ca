/**
 * Sends a stored file as a download answer: its content type, its name in the
 * `Content-Disposition` header (RFC 6266, with the UTF-8 form of RFC 5987), never cached, never
 * sniffed, and its length when known. One place for the residents' and the staff's downloads.
 */
import { withoutInvisibleCharacters } from '@asukas/domain'
import type { FastifyReply } from 'fastify'

/** A file to send: `sizeBytes` null when unknown; `body` a stream or the bytes. */
export interface SentFile {
  contentType: string
  fileName: string
  sizeBytes: number | null
  body: unknown
}

/**
 * `Content-Disposition` of `fileName`: `inline` (opens in the browser) or `attachment` (saves);
 * the ASCII `filename` replaces other characters and quotes with `_`. Control, format (bidi) and
 * separator characters are dropped first, also from names stored before they were cleaned.
 */
export function contentDisposition(
  name: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const fileName = withoutInvisibleCharacters(name)
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** Sets the download headers on `reply` and sends `file.body`. */
export function sendFile(
  reply: FastifyReply,
  file: SentFile,
  disposition: 'inline' | 'attachment' = 'inline',
): FastifyReply {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName, disposition))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
  if (file.sizeBytes !== null) reply.header('Content-Length', file.sizeBytes)
  return reply.send(file.body)
}
