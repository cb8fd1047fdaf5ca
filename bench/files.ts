/**
 * Files and fault report figures (issue 11 "Bench"); prints figures, never passes or fails.
 * Run alone: `node bench/files.ts` (PGlite) or
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/files.ts` (PostgreSQL).
 *
 * 1. Upload throughput of one 10 MB file (MB/s, best of 3), init → PUT over real HTTP →
 *    complete, to local disk and to S3-compatible storage (s3rver started here, presigned PUT).
 * 2. Creating a fault report with one 1 MB photo at a steady 50 flows/s for 10 s: each flow is
 *    init, PUT, complete (magic bytes, EXIF stripping) and the create call; p50 / p99 of the
 *    whole flow and of the create call alone, timed from each flow's scheduled start.
 *
 * The server runs in this process (`buildApp` + `listen`), on a freshly seeded database.
 */
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { buildApp } from '../apps/server/src/app.ts'
import { demoIds } from '../apps/server/src/seed/demo.ts'
import { login, testConfig } from '../apps/server/test/helpers/app.ts'
import { openTestDatabase } from '../apps/server/test/helpers/db.ts'

/** One flow's timings in milliseconds. */
interface Timing {
  flow: number
  create: number
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function startServer(overrides: Record<string, string>) {
  const db = await openTestDatabase({ seed: true })
  const app = await buildApp({
    db,
    config: testConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'asukas-bench-')),
      ...overrides,
    }),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const cookie = await login(app, 'aino.virtanen@example.com')
  return {
    base,
    cookie,
    db,
    async close() {
      await app.close()
      await db.close()
    },
  }
}

type Server = Awaited<ReturnType<typeof startServer>>

async function post(server: Server, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} ${response.status} ${await response.text()}`)
  return response.json()
}

/** init → PUT → complete; answers the file uuid. */
async function upload(server: Server, name: string, type: string, bytes: Buffer): Promise<string> {
  const init = (await post(server, '/api/file-init', {
    file: { fileName: name, contentType: type },
  })) as {
    uuid: string
    metadata: { uploadUrl: string; uploadHeaders: Record<string, string> }
  }
  const url = init.metadata.uploadUrl.startsWith('/')
    ? `${server.base}${init.metadata.uploadUrl}`
    : init.metadata.uploadUrl
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...init.metadata.uploadHeaders, cookie: server.cookie },
    body: bytes,
  })
  if (!put.ok) throw new Error(`PUT ${put.status}`)
  await post(server, '/api/file-complete', { file: { uuid: init.uuid } })
  return init.uuid
}

async function uploadThroughput(server: Server, bytes: Buffer): Promise<number> {
  let best = 0
  for (let i = 0; i < 3; i++) {
    const start = performance.now()
    await upload(server, 'big.pdf', 'application/pdf', bytes)
    const seconds = (performance.now() - start) / 1000
    best = Math.max(best, bytes.length / 1024 / 1024 / seconds)
  }
  return best
}

async function faultReports(server: Server, photo: Buffer, rate: number, seconds: number) {
  const timings: Timing[] = []
  const failures: string[] = []
  const started = performance.now()
  const flows: Promise<void>[] = []
  for (let i = 0; i < rate * seconds; i++) {
    const scheduled = started + (i * 1000) / rate
    const wait = scheduled - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    flows.push(
      (async () => {
        try {
          const fileUuid = await upload(server, 'photo.jpg', 'image/jpeg', photo)
          const createStart = performance.now()
          await post(server, '/api/create-defect-notice', {
            contractUuid: demoIds.ainoRentalContract,
            defectLocation: 'CONTRACT_TARGET',
            defectClassId: 1,
            hasPetsInApartment: false,
            masterKeyAccessAllowed: false,
            noticeReporter: null,
            title: `Bench ${i}`,
            description: '',
            fileUuids: [fileUuid],
          })
          const end = performance.now()
          timings.push({ flow: end - scheduled, create: end - createStart })
        } catch (error) {
          failures.push(String(error))
        }
      })(),
    )
  }
  await Promise.all(flows)
  return { timings, failures }
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  const tenMb = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 9, 32)])
  // About 1 MB of JPEG: random pixels compress badly.
  const width = 1100
  const noise = Buffer.alloc(width * width * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256)
  const photo = await sharp(noise, { raw: { width, height: width, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()

  const disk = await startServer({})
  try {
    const mbs = await uploadThroughput(disk, tenMb)
    console.log(`files: 10 MB upload to local disk (${database}): ${mbs.toFixed(1)} MB/s`)
    const rate = Number(process.env.BENCH_FILES_RATE ?? 50)
    const { timings, failures } = await faultReports(disk, photo, rate, 10)
    const flow = timings.map((t) => t.flow)
    const create = timings.map((t) => t.create)
    console.log(
      `files: fault report with a ${(photo.length / 1024 / 1024).toFixed(2)} MB photo at ${rate}/s for 10 s (${database}): ` +
        `${timings.length} ok, ${failures.length} failed; whole flow p50 ${percentile(flow, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(flow, 99).toFixed(0)} ms; create call p50 ${percentile(create, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(create, 99).toFixed(1)} ms`,
    )
    if (failures[0]) console.log(`files: first failure: ${failures[0]}`)
  } finally {
    await disk.close()
  }

  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'asukas-bench-s3-')),
    configureBuckets: [{ name: 'bench', configs: [] }],
  })
  const address = (await s3rver.run()) as AddressInfo
  const s3 = await startServer({
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: 'bench',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  try {
    const mbs = await uploadThroughput(s3, tenMb)
    console.log(
      `files: 10 MB upload to S3 (s3rver, presigned PUT + complete): ${mbs.toFixed(1)} MB/s`,
    )
  } finally {
    await s3.close()
    await s3rver.close()
  }
}

await main()
