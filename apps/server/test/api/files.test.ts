/**
 * The files platform through HTTP (spec 02 §4 file upload; §5 Attachments; §7 file init and
 * complete; issue 11 "File uploads"): init → signed PUT → complete, the magic-byte and size
 * checks, signature expiry, impersonation refusal, and signed, contract-scoped downloads.
 */
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { api, maxFileSizeBytes } from '@asukas/contract'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import {
  createFilesService,
  createLocalDiskStorage,
  FileTooLargeError,
  defaultFileStorage,
  StorageKeyTakenError,
  purgeTemporaryFiles,
} from '../../src/platform/files/index.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, impersonationCookie, MIKKO, STAFF } from '../helpers/app.ts'
import {
  exeBytes,
  fileInit,
  jpegBytes,
  jpegWithLocation,
  pdfBytes,
  pngBytes,
  putBytes,
  uploadFile,
  videoFrame,
  videoGpsSample,
  videoLocation,
  videoWithLocation,
} from '../helpers/files.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'asukas-files-'))
const clock = manualClock(new Date('2026-11-21T08:00:00Z'))
const t = useTestApp({ DATA_DIR: dataDir }, { clock })
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })

async function started(name: string, type: Parameters<typeof fileInit>[3], cookie = cookies.aino) {
  const response = await fileInit(t.app, cookie, name, type)
  expect(response.statusCode).toBe(200)
  return api.fileInit.response.parse(response.json())
}

function complete(uuid: string, cookie = cookies.aino) {
  return call(t.app, {
    method: 'POST',
    url: '/api/file-complete',
    cookie,
    payload: { file: { uuid } },
  })
}

describe('upload', () => {
  it('init answers a temporary record with a signed upload address and headers', async () => {
    const init = await started('photo.png', 'image/png')
    expect(init.fileName).toBe('photo.png')
    expect(init.fileType).toBe('image')
    expect(init.metadata).toMatchObject({ uploaded: false, temporary: true })
    expect(init.metadata.uploadUrl).toMatch(
      new RegExp(`^/api/file-upload/${init.uuid}\\?expires=\\d+&signature=[\\w-]+$`),
    )
    expect(init.metadata.uploadHeaders).toEqual({
      'Content-Type': 'image/png',
      'X-Requested-With': 'XMLHttpRequest',
    })
  })

  it('stores a PNG, a JPEG and a PDF and completes them', async () => {
    for (const [name, type, bytes] of [
      ['photo.png', 'image/png', pngBytes],
      ['kuva.jpg', 'image/jpeg', jpegBytes],
      ['lasku.pdf', 'application/pdf', pdfBytes],
    ] as const) {
      const record = await uploadFile(t.app, cookies.aino, name, type, bytes)
      expect(record.metadata).toMatchObject({ uploaded: true, temporary: true })
      expect(record.contentType).toBe(type)
    }
  })

  it('keeps only the last segment of a file name with a path', async () => {
    const init = await started('C:\\Users\\aino\\..\\kuva.png', 'image/png')
    expect(init.fileName).toBe('kuva.png')
    expect(init.metadata.originalFileName).toBe('C:\\Users\\aino\\..\\kuva.png')
  })

  it('stores and serves names without bidi and other format characters (issue 23 item 7)', async () => {
    const init = await started('C:\\lataukset\u2066\\invoice\u202efdp.exe', 'application/pdf')
    expect(init.fileName).toBe('invoicefdp.exe')
    expect(init.metadata.originalFileName).toBe('C:\\lataukset\\invoicefdp.exe')
    await putBytes(t.app, cookies.aino, init, pdfBytes)
    expect((await complete(init.uuid)).statusCode).toBe(200)
    const served = await download(init.uuid)
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    )
    const rows = await t.db.query<{ file_name: string; original_file_name: string }>(
      `SELECT file_name, original_file_name FROM files WHERE id = $1`,
      [init.uuid],
    )
    expect(rows[0]?.file_name).not.toMatch(/\p{Cf}/u)
    expect(rows[0]?.original_file_name).not.toMatch(/\p{Cf}/u)
  })

  it('refuses an executable named .jpg with 415 UNSUPPORTED_FILE_TYPE and drops its bytes', async () => {
    const init = await started('kuva.jpg', 'image/jpeg')
    expect((await putBytes(t.app, cookies.aino, init, exeBytes)).statusCode).toBe(204)
    const response = await complete(init.uuid)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ error: 'UNSUPPORTED_FILE_TYPE' })
    // The bytes are gone: completing again finds nothing uploaded.
    expect((await complete(init.uuid)).statusCode).toBe(400)
  })

  it('refuses bytes of another accepted type than the declared one (PNG as PDF)', async () => {
    const init = await started('doc.pdf', 'application/pdf')
    await putBytes(t.app, cookies.aino, init, pngBytes)
    const response = await complete(init.uuid)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ error: 'UNSUPPORTED_FILE_TYPE' })
  })

  it('refuses more than 10 MB with 413 FILE_TOO_LARGE and keeps nothing', async () => {
    const init = await started('big.png', 'image/png')
    const big = Buffer.concat([pngBytes, Buffer.alloc(maxFileSizeBytes, 1)])
    const response = await putBytes(t.app, cookies.aino, init, big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'FILE_TOO_LARGE' })
    expect((await complete(init.uuid)).statusCode).toBe(400)
  })

  it('strips EXIF (camera, GPS position) from a JPEG photo and keeps it a JPEG', async () => {
    expect((await sharp(jpegWithLocation).metadata()).exif).toBeDefined()
    const record = await uploadFile(t.app, cookies.aino, 'kuva.jpg', 'image/jpeg', jpegWithLocation)
    const stored = await readFile(join(dataDir, 'files', await storageKeyOf(record.uuid)))
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('AsukasPhone'))).toBe(false)
  })

  it('strips the location (©xyz, Apple keys, GPS track) from MP4 and QuickTime videos (issue 23 item 5)', async () => {
    for (const [name, type, major] of [
      ['video.mp4', 'video/mp4', 'isom'],
      ['video.mov', 'video/quicktime', 'qt  '],
    ] as const) {
      const original = videoWithLocation(major)
      const record = await uploadFile(t.app, cookies.aino, name, type, original)
      const served = await download(record.uuid)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      expect(served.rawPayload.length).toBe(original.length)
      expect(served.rawPayload.includes(Buffer.from(videoLocation))).toBe(false)
      expect(served.rawPayload.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false)
      expect(served.rawPayload.includes(videoGpsSample)).toBe(false)
      expect(served.rawPayload.includes(videoFrame)).toBe(true)
    }
  })

  it('refuses a video whose boxes cannot be walked (415)', async () => {
    const broken = videoWithLocation()
    broken.writeUInt32BE(broken.length, broken.indexOf('moov') - 4)
    const init = await started('video.mp4', 'video/mp4')
    await putBytes(t.app, cookies.aino, init, broken)
    const response = await complete(init.uuid)
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ error: 'UNSUPPORTED_FILE_TYPE' })
  })

  it('refuses a JPEG that only has the magic bytes (cannot be decoded)', async () => {
    const init = await started('broken.jpg', 'image/jpeg')
    await putBytes(
      t.app,
      cookies.aino,
      init,
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        Buffer.from('JFIF\0'),
        Buffer.alloc(100),
      ]),
    )
    const response = await complete(init.uuid)
    expect(response.statusCode).toBe(415)
  })

  it('accepts exactly 10 MB', async () => {
    const exact = Buffer.concat([pdfBytes, Buffer.alloc(maxFileSizeBytes - pdfBytes.length, 32)])
    const record = await uploadFile(t.app, cookies.aino, 'max.pdf', 'application/pdf', exact)
    expect(record.metadata.uploaded).toBe(true)
  })

  it('answers 404 for a tampered or expired signature, and for another user', async () => {
    const init = await started('photo.png', 'image/png')
    const tampered = {
      metadata: {
        ...init.metadata,
        uploadUrl: init.metadata.uploadUrl.replace(/signature=(.)/, (_m, first: string) =>
          first === 'x' ? 'signature=y' : 'signature=x',
        ),
      },
    }
    expect((await putBytes(t.app, cookies.aino, tampered, pngBytes)).statusCode).toBe(404)
    const asMikko = await putBytes(t.app, cookies.mikko, init, pngBytes)
    expect(asMikko.statusCode).toBe(404)
    expect(asMikko.json()).toEqual({ error: 'NOT_FOUND' })
    clock.advance(16 * 60 * 1000)
    try {
      expect((await putBytes(t.app, cookies.aino, init, pngBytes)).statusCode).toBe(404)
    } finally {
      clock.advance(-16 * 60 * 1000)
    }
  })

  it('answers 404 when completing another user’s or an unknown file', async () => {
    const mine = await uploadFile(t.app, cookies.aino, 'photo.png', 'image/png', pngBytes)
    expect((await complete(mine.uuid, cookies.mikko)).statusCode).toBe(404)
    expect((await complete('a5a50000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('refuses a second upload to a completed file', async () => {
    const init = await started('photo.png', 'image/png')
    await putBytes(t.app, cookies.aino, init, pngBytes)
    expect((await complete(init.uuid)).statusCode).toBe(200)
    const again = await putBytes(t.app, cookies.aino, init, pngBytes)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'FILE_UPLOAD_CONFLICT' })
  })

  it('answers 400 VALIDATION_ERROR for a content type outside the accepted list', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/file-init',
      cookie: cookies.aino,
      payload: { file: { fileName: 'a.exe', contentType: 'application/x-msdownload' } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })

  it('answers 401 without a session', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/file-init',
      payload: { file: { fileName: 'a.png', contentType: 'image/png' } },
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses every step for an impersonator', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const init = await fileInit(t.app, cookie, 'a.png', 'image/png')
    expect(init.statusCode).toBe(401)
    expect(init.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const own = await started('photo.png', 'image/png')
    const put = await putBytes(t.app, cookie, own, pngBytes)
    expect(put.statusCode).toBe(401)
    expect(put.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const done = await complete(own.uuid, cookie)
    expect(done.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })
})

/** A request body sent in pieces: `send` pushes a chunk, `end` finishes it (a slow upload). */
function slowBody() {
  const body = new Readable({ read() {} })
  return {
    body,
    send: (chunk: Buffer | string) => body.push(chunk),
    end: () => body.push(null),
  }
}

/** PUTs the stream `body` to the upload address of `init` (chunked, no Content-Length). */
function putStream(
  init: { metadata: { uploadUrl: string; uploadHeaders: Record<string, string> } },
  body: Readable,
  cookie = cookies.aino,
) {
  return t.app.inject({
    method: 'PUT',
    url: init.metadata.uploadUrl,
    headers: { ...init.metadata.uploadHeaders, cookie },
    payload: body,
  })
}

/** The bytes and headers a member of Aino's rental contract downloads for `fileUuid`. */
async function download(fileUuid: string) {
  const url = await serviceUrl(fileUuid, demoIds.ainoRentalContract)
  return call(t.app, { url, cookie: cookies.aino })
}

describe('one PUT per upload address (issue 23 item 2)', () => {
  it('refuses a slow second PUT that would swap a checked PDF for HTML (409, never stored)', async () => {
    const init = await started('lasku.pdf', 'application/pdf')
    expect((await putBytes(t.app, cookies.aino, init, pdfBytes)).statusCode).toBe(204)
    const slow = slowBody()
    slow.send('<html><script>alert(1)</script>')
    const late = putStream(init, slow.body)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await complete(init.uuid)).statusCode).toBe(200)
    slow.send('<p>'.repeat(1000))
    slow.end()
    const answer = await late
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({ error: 'FILE_UPLOAD_CONFLICT' })
    const served = await download(init.uuid)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.equals(pdfBytes)).toBe(true)
    expect(Number(served.headers['content-length'])).toBe(pdfBytes.length)
  })

  it('refuses a PUT while another runs, and completion before the running PUT has ended', async () => {
    const init = await started('kuva.png', 'image/png')
    const slow = slowBody()
    slow.send(pngBytes.subarray(0, 20))
    const first = putStream(init, slow.body)
    await untilUploadState(init.uuid, 'receiving')
    const second = await putBytes(t.app, cookies.aino, init, exeBytes)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ error: 'FILE_UPLOAD_CONFLICT' })
    const early = await complete(init.uuid)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ error: 'FILE_UPLOAD_CONFLICT' })
    slow.send(pngBytes.subarray(20))
    slow.end()
    expect((await first).statusCode).toBe(204)
    expect((await complete(init.uuid)).statusCode).toBe(200)
    const served = await download(init.uuid)
    expect(served.headers['content-type']).toBe('image/png')
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png')
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
  })

  it('keeps serving the cleaned JPEG when the GPS original is PUT again after completion', async () => {
    const init = await started('kuva.jpg', 'image/jpeg')
    expect((await putBytes(t.app, cookies.aino, init, jpegWithLocation)).statusCode).toBe(204)
    expect((await complete(init.uuid)).statusCode).toBe(200)
    const again = await putBytes(t.app, cookies.aino, init, jpegWithLocation)
    expect(again.statusCode).toBe(409)
    const served = await download(init.uuid)
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('AsukasPhone'))).toBe(false)
  })
})

describe('signed downloads', () => {
  it('serves the bytes to a member of the contract within 15 minutes, then 404', async () => {
    const record = await uploadFile(
      t.app,
      cookies.aino,
      'pyörävarasto A.png',
      'image/png',
      pngBytes,
    )
    const url = await serviceUrl(record.uuid, demoIds.ainoRentalContract)
    const response = await call(t.app, { url, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('private, no-store')
    // opens in the browser; the name in ASCII (ö and ä replaced) and in UTF-8 (RFC 6266)
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="py_r_varasto A.png"; filename*=UTF-8''${encodeURIComponent('pyörävarasto A.png')}`,
    )
    expect(response.rawPayload.subarray(0, 8).equals(pngBytes.subarray(0, 8))).toBe(true)
    clock.advance(15 * 60 * 1000 + 1000)
    try {
      expect((await call(t.app, { url, cookie: cookies.aino })).statusCode).toBe(404)
    } finally {
      clock.advance(-(15 * 60 * 1000 + 1000))
    }
  })

  it('answers 404 to another resident and for an address moved to another contract', async () => {
    const record = await uploadFile(t.app, cookies.aino, 'kuva.png', 'image/png', pngBytes)
    const url = await serviceUrl(record.uuid, demoIds.ainoRentalContract)
    expect((await call(t.app, { url, cookie: cookies.mikko })).statusCode).toBe(404)
    const moved = url.replace(demoIds.ainoRentalContract, demoIds.ainoRightOfOccupancyContract)
    const response = await call(t.app, { url: moved, cookie: cookies.aino })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    expect((await call(t.app, { url })).statusCode).toBe(401)
  })
})

describe('local disk storage', () => {
  it('keeps nothing of a stream longer than the limit (no Content-Length to trust)', async () => {
    const storage = createLocalDiskStorage(join(dataDir, 'streamed'))
    const chunks = (function* () {
      for (let i = 0; i < 11; i++) yield Buffer.alloc(1024 * 1024, 7)
    })()
    await expect(storage.put('uploads/x', Readable.from(chunks), maxFileSizeBytes)).rejects.toThrow(
      FileTooLargeError,
    )
    expect(await storage.size('uploads/x')).toBeNull()
  })

  it('writes a key once: a second put to it is refused and the first bytes stay', async () => {
    const storage = createLocalDiskStorage(join(dataDir, 'streamed'))
    await storage.put('uploads/once', Readable.from([pdfBytes]), maxFileSizeBytes)
    await expect(
      storage.put('uploads/once', Readable.from([exeBytes]), maxFileSizeBytes),
    ).rejects.toThrow(StorageKeyTakenError)
    expect((await readFile(join(dataDir, 'streamed', 'uploads', 'once'))).equals(pdfBytes)).toBe(
      true,
    )
  })

  it('refuses a key that would leave its directory', async () => {
    const storage = createLocalDiskStorage(join(dataDir, 'streamed'))
    await expect(storage.size('../etc/passwd')).resolves.toBeNull()
    await expect(storage.read('uploads/../../x')).rejects.toThrow(/bad storage key/)
  })
})

describe('temporary files', () => {
  it('are removed with their bytes after 24 hours unless attached', async () => {
    const record = await uploadFile(t.app, cookies.aino, 'old.png', 'image/png', pngBytes)
    const storage = defaultFileStorage(dataDir)
    const key = await storageKeyOf(record.uuid)
    expect(await storage.size(key)).toBeGreaterThan(0)
    const removed = await purgeTemporaryFiles(
      t.db,
      storage,
      new Date(clock.now().getTime() + 25 * 3600 * 1000),
    )
    expect(removed).toBeGreaterThan(0)
    expect(await storage.size(key)).toBeNull()
    const rows = await t.db.query(`SELECT 1 FROM files WHERE id = $1`, [record.uuid])
    expect(rows).toHaveLength(0)
  })
})

/** Waits (up to 5 s) until the file's row is in upload step `state`. */
async function untilUploadState(fileUuid: string, state: string): Promise<void> {
  for (let tries = 0; tries < 250; tries++) {
    const rows = await t.db.query<{ upload_state: string }>(
      `SELECT upload_state FROM files WHERE id = $1`,
      [fileUuid],
    )
    if (rows[0]?.upload_state === state) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`file ${fileUuid} never reached ${state}`)
}

/** The storage key a file's row records. */
async function storageKeyOf(fileUuid: string): Promise<string> {
  const rows = await t.db.query<{ storage_key: string }>(
    `SELECT storage_key FROM files WHERE id = $1`,
    [fileUuid],
  )
  return rows[0]?.storage_key ?? ''
}

/** A signed download address made the way features make it: through the app's files service. */
async function serviceUrl(fileUuid: string, contractUuid: string): Promise<string> {
  const files = createFilesService({ db: t.db, storage: defaultFileStorage(dataDir), clock })
  return files.signedFileUrl({ fileUuid, contractUuid })
}
