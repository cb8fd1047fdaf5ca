/**
 * Upload helpers of the API tests: real bytes of each accepted type (and of a disguised
 * executable), and the three-step upload (init → signed PUT → complete) through `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { api, type FileContentType, type FileRecord } from '@asukas/contract'
import sharp from 'sharp'
import { call } from './app.ts'

/** A 1×1 PNG image. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
/** A 4×4 JPEG photo. */
export const jpegBytes = await sharp({
  create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 80, b: 40 } },
})
  .jpeg()
  .toBuffer()

/** A JPEG photo carrying EXIF with a camera make and a GPS position (to be stripped). */
export const jpegWithLocation = await sharp({
  create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
})
  .withExif({
    IFD0: { Make: 'AsukasPhone', Model: 'Leaky 1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1' },
  })
  .jpeg()
  .toBuffer()
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

/** An ISO BMFF / QuickTime box: 32-bit size, four-character type, payload. */
export function mp4Box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload)
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/** Big-endian unsigned integers of `bytes` bytes each. */
function be(bytes: 1 | 2 | 4, ...values: number[]): Buffer {
  const out = Buffer.alloc(bytes * values.length)
  values.forEach((value, i) => out.writeUIntBE(value, i * bytes, bytes))
  return out
}

/** A FullBox: version 0, `flags`, then the payload. */
function fullBox(type: string, flags: number, ...payload: Buffer[]): Buffer {
  return mp4Box(type, be(4, flags), ...payload)
}

/** The unity matrix of `mvhd` and `tkhd`. */
const unityMatrix = be(4, 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)

/** A track of one sample at `offset` (ISO/IEC 14496-12 §8.3–8.7). */
function track(options: {
  id: number
  handler: string
  header: Buffer
  sampleEntry: Buffer
  sampleSize: number
  offset: number
}): Buffer {
  const hdlr = fullBox(
    'hdlr',
    0,
    be(4, 0),
    Buffer.from(options.handler),
    Buffer.alloc(12),
    Buffer.from('Asukas\0'),
  )
  const stbl = mp4Box(
    'stbl',
    fullBox('stsd', 0, be(4, 1), options.sampleEntry),
    fullBox('stts', 0, be(4, 1, 1, 1000)),
    fullBox('stsc', 0, be(4, 1, 1, 1, 1)),
    fullBox('stsz', 0, be(4, 0, 1, options.sampleSize)),
    fullBox('stco', 0, be(4, 1, options.offset)),
  )
  const dinf = mp4Box('dinf', fullBox('dref', 0, be(4, 1), fullBox('url ', 1)))
  return mp4Box(
    'trak',
    fullBox(
      'tkhd',
      3,
      be(4, 0, 0, options.id, 0, 1000, 0, 0),
      be(2, 0, 0, 0, 0),
      unityMatrix,
      be(4, 2 << 16, 2 << 16),
    ),
    mp4Box(
      'mdia',
      fullBox('mdhd', 0, be(4, 0, 0, 1000, 1000), be(2, 0x55c4, 0)),
      hdlr,
      mp4Box('minf', options.header, dinf, stbl),
    ),
  )
}

/** The location the video below carries, ISO 6709 (Helsinki). */
export const videoLocation = '+60.1699+024.9384/'
/** The GPS sample of the video's timed metadata track. */
export const videoGpsSample = Buffer.from('GPS5 60.169900 24.938400 12.0')
/** The one frame of the video: 2×2 pixels, 24-bit RGB. */
export const videoFrame = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])

/**
 * A small, real MP4 movie as a phone writes one (moov before mdat): one uncompressed 2×2 video
 * frame (`raw ` sample entry), a timed metadata track with a GPS sample (`gpmd`, as GoPro
 * cameras write), and the location in `moov/udta/©xyz` (QuickTime user data, as Android and
 * iPhone write it) and in `moov/meta` (`com.apple.quicktime.location.ISO6709`).
 *
 * @param major the `ftyp` major brand: `isom` (MP4) or `qt  ` (QuickTime).
 */
export function videoWithLocation(major: 'isom' | 'qt  ' = 'isom'): Buffer {
  const ftyp = mp4Box('ftyp', Buffer.from(major), be(4, 0), Buffer.from(`${major}mp41`))
  const rawEntry = mp4Box(
    'raw ',
    Buffer.alloc(6),
    be(2, 1, 0, 0),
    Buffer.alloc(12),
    be(2, 2, 2),
    be(4, 0x480000, 0x480000, 0),
    be(2, 1),
    Buffer.alloc(32),
    be(2, 24, 0xffff),
  )
  const gpmdEntry = mp4Box('gpmd', Buffer.alloc(6), be(2, 1))
  const xyz = mp4Box('\u00a9xyz', be(2, videoLocation.length, 0x15c7), Buffer.from(videoLocation))
  const key = 'com.apple.quicktime.location.ISO6709'
  const meta = mp4Box(
    'meta',
    fullBox('hdlr', 0, be(4, 0), Buffer.from('mdta'), Buffer.alloc(12), Buffer.from('\0')),
    fullBox('keys', 0, be(4, 1), mp4Box('mdta', Buffer.from(key))),
    mp4Box('ilst', mp4Box('\0\0\0\x01', mp4Box('data', be(4, 1, 0), Buffer.from(videoLocation)))),
  )
  const moovAt = (mdatData: number) =>
    mp4Box(
      'moov',
      fullBox(
        'mvhd',
        0,
        be(4, 0, 0, 1000, 1000, 0x10000),
        be(2, 0x100),
        Buffer.alloc(10),
        unityMatrix,
        Buffer.alloc(24),
        be(4, 3),
      ),
      track({
        id: 1,
        handler: 'vide',
        header: fullBox('vmhd', 1, Buffer.alloc(8)),
        sampleEntry: rawEntry,
        sampleSize: videoFrame.length,
        offset: mdatData,
      }),
      track({
        id: 2,
        handler: 'meta',
        header: fullBox('nmhd', 0),
        sampleEntry: gpmdEntry,
        sampleSize: videoGpsSample.length,
        offset: mdatData + videoFrame.length,
      }),
      mp4Box('udta', xyz),
      meta,
    )
  const mdatData = ftyp.length + moovAt(0).length + 8
  return Buffer.concat([ftyp, moovAt(mdatData), mp4Box('mdat', videoFrame, videoGpsSample)])
}
