/**
 * The files platform on S3-compatible storage (issue 11 "S3-compatible object storage when S3_*
 * settings are given … Test the S3 path against a real S3-compatible server started by the
 * test"): s3rver, a Node implementation of the S3 REST API, serves a bucket on a random port;
 * the app gets the `S3_*` settings; the upload PUT goes over real HTTP to the presigned address.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { buffer as readAll } from 'node:stream/consumers'
import { api } from '@asukas/contract'
import S3rver from 's3rver'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createS3Storage } from '../../src/platform/files/index.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, login, startTestApp } from '../helpers/app.ts'
import { exeBytes, fileInit, jpegWithLocation } from '../helpers/files.ts'
import { useStarted } from '../helpers/lifecycle.ts'

const bucket = 'asukas-files'
const s3 = useStarted(async () => {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'asukas-s3rver-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() }
})

const settings = () => ({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
})
const app = useStarted(async () =>
  startTestApp({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }),
)
let cookie = ''
beforeAll(async () => {
  cookie = await login(app.app, AINO)
})

async function upload(name: string, type: 'image/jpeg' | 'image/png', bytes: Buffer) {
  const init = await fileInit(app.app, cookie, name, type)
  expect(init.statusCode).toBe(200)
  const started = api.fileInit.response.parse(init.json())
  const put = await fetch(started.metadata.uploadUrl, {
    method: 'PUT',
    headers: started.metadata.uploadHeaders,
    body: bytes,
  })
  return { started, put }
}

describe('S3 storage', () => {
  it('answers a presigned PUT to the bucket, checks the object on complete and strips EXIF', async () => {
    const { started, put } = await upload('kuva.jpg', 'image/jpeg', jpegWithLocation)
    expect(started.metadata.uploadUrl.startsWith(`${s3.endpoint}/${bucket}/uploads/`)).toBe(true)
    expect(started.metadata.uploadUrl).toContain('X-Amz-Signature=')
    expect(put.status).toBe(200)
    const done = await call(app.app, {
      method: 'POST',
      url: '/api/file-complete',
      cookie,
      payload: { file: { uuid: started.uuid } },
    })
    expect(done.statusCode).toBe(200)
    expect(api.fileComplete.response.parse(done.json()).metadata.uploaded).toBe(true)

    // Attach it to a fault report and download it through the signed, contract-scoped route.
    const created = await call(app.app, {
      method: 'POST',
      url: '/api/create-defect-notice',
      cookie,
      payload: {
        contractUuid: demoIds.ainoRentalContract,
        defectLocation: 'CONTRACT_TARGET',
        defectClassId: 1,
        hasPetsInApartment: false,
        masterKeyAccessAllowed: false,
        noticeReporter: null,
        title: 'S3',
        description: '',
        fileUuids: [started.uuid],
      },
    })
    expect(created.statusCode).toBe(200)
    const notice = api.defectNotice.response.parse(
      (
        await call(app.app, {
          url: `/api/contracts/${demoIds.ainoRentalContract}/defect-notices/${created.json<{ uuid: string }>().uuid}`,
          cookie,
        })
      ).json(),
    )
    const file = await call(app.app, { url: notice.files[0]?.url ?? '', cookie })
    expect(file.statusCode).toBe(200)
    const metadata = await sharp(file.rawPayload).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
  })

  it('refuses an executable named .jpg on complete (415) and deletes the object', async () => {
    const { started, put } = await upload('kuva.jpg', 'image/jpeg', exeBytes)
    expect(put.status).toBe(200)
    const done = await call(app.app, {
      method: 'POST',
      url: '/api/file-complete',
      cookie,
      payload: { file: { uuid: started.uuid } },
    })
    expect(done.statusCode).toBe(415)
    expect(done.json()).toEqual({ error: 'UNSUPPORTED_FILE_TYPE' })
    const storage = createS3Storage(settings())
    expect(await storage.size(`uploads/${started.uuid}`)).toBeNull()
  })

  it('serves the checked bytes after a late PUT to the presigned address (issue 23 item 2)', async () => {
    const { started, put } = await upload('kuva.jpg', 'image/jpeg', jpegWithLocation)
    expect(put.status).toBe(200)
    const done = await call(app.app, {
      method: 'POST',
      url: '/api/file-complete',
      cookie,
      payload: { file: { uuid: started.uuid } },
    })
    expect(done.statusCode).toBe(200)
    // The presigned address is still valid: a second PUT reaches the bucket, under its own key.
    const late = await fetch(started.metadata.uploadUrl, {
      method: 'PUT',
      headers: started.metadata.uploadHeaders,
      body: exeBytes,
    })
    expect(late.status).toBe(200)
    const [row] = await app.db.query<{ storage_key: string; size_bytes: string }>(
      `SELECT storage_key, size_bytes FROM files WHERE id = $1`,
      [started.uuid],
    )
    const storage = createS3Storage(settings())
    const served = await readAll(await storage.read(row?.storage_key ?? ''))
    expect(served.subarray(0, 2).toString()).not.toBe('MZ')
    expect((await sharp(served).metadata()).format).toBe('jpeg')
    expect((await sharp(served).metadata()).exif).toBeUndefined()
    expect(served.length).toBe(Number(row?.size_bytes))
    // The served object is one the server wrote once, not the presigned one.
    expect(row?.storage_key).toMatch(new RegExp(`^uploads/${started.uuid}-[0-9a-f]{16}$`))
  })

  it('allows the bucket’s origin in the CSP', async () => {
    const response = await call(app.app, { url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain(
      `connect-src 'self' ${s3.endpoint}`,
    )
  })
})
