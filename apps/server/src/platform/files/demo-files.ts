/**
 * The demo data's files (issue 8 item 7: "attachments and documents are served only through
 * signed, expiring (15 min), contract-scoped URLs, never from a public folder").
 *
 * The files live in `apps/server/demo-files/` (outside the web app's public folder) and are
 * served only when the `DEMO_FILES` setting is on (demo and test mode; refused in production):
 *
 * - attachments and documents (`/demo/attachments/…`, `/demo/documents/…` as the seed stores
 *   them): a feature answering such an address hands out {@link signDemoFileUrl}'s
 *   `GET /api/contracts/{contractUuid}/demo-files/{folder}/{name}?expires&signature`, valid 15
 *   minutes. The path is contract-scoped (the membership check answers 404 for another
 *   resident's contract) and the HMAC (the files platform's key, `signing.ts`) binds the file to
 *   the contract and the expiry.
 * - the bulletin and building pictures (`/demo/bulletins/…`, `/demo/buildings/…`): public
 *   content of the bulletin board and building pages, served as they are at `GET /demo/…`.
 */
import { createReadStream, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/db.ts'
import { notFound } from '../errors.ts'
import { sendFile } from './send.ts'
import { downloadUrlTtlSeconds } from './service.ts'
import { loadUrlSigner, type UrlSigner } from './signing.ts'

/** Folder of the demo files. */
export const demoFilesDir = fileURLToPath(new URL('../../../demo-files', import.meta.url))

/** Folders served only through signed addresses, and their files' pattern. */
const signedFolders = new Set(['attachments', 'documents'])
/** Folders of public pictures. */
const pictureFolders = new Set(['bulletins', 'buildings'])
const fileName = /^[a-z0-9][a-z0-9-]*\.(pdf|jpg)$/

const signers = new WeakMap<Queryable, Promise<UrlSigner>>()

function signerOf(db: Queryable): Promise<UrlSigner> {
  let signer = signers.get(db)
  if (!signer) {
    signer = loadUrlSigner(db)
    signers.set(db, signer)
    signer.catch(() => signers.delete(db))
  }
  return signer
}

/** The signed parts of a demo file: the contract and `demo:<folder>/<name>` (never a file id). */
function signedParts(contractUuid: string, folder: string, name: string): string[] {
  return [contractUuid.toLowerCase(), `demo:${folder}/${name}`]
}

/**
 * Tells whether `url` is a stored address of a demo attachment or document (`/demo/attachments/x`
 * or `/demo/documents/x`).
 */
export function isDemoFileUrl(url: string): boolean {
  const [, demo, folder, name, ...rest] = url.split('/')
  return demo === 'demo' && signedFolders.has(folder ?? '') && rest.length === 0 && !!name
}

/**
 * The signed, expiring, contract-scoped address of a demo attachment or document.
 *
 * @param storedUrl the address the seed stored, e.g. `/demo/documents/asukasopas.pdf`.
 * @param now the time the 15 minutes count from.
 * @throws ApiError 404 NOT_FOUND when `storedUrl` is not a demo file address.
 */
export async function signDemoFileUrl(
  db: Queryable,
  input: { contractUuid: string; storedUrl: string; now: Date },
): Promise<string> {
  const [, , folder = '', name = ''] = input.storedUrl.split('/')
  if (!isDemoFileUrl(input.storedUrl)) throw notFound()
  const signer = await signerOf(db)
  const contractUuid = input.contractUuid.toLowerCase()
  const expires = Math.floor(input.now.getTime() / 1000) + downloadUrlTtlSeconds
  const signature = signer.sign('file_download', signedParts(contractUuid, folder, name), expires)
  return `/api/contracts/${contractUuid}/demo-files/${folder}/${name}?expires=${expires}&signature=${signature}`
}

/**
 * Registers the signed download route and the public pictures (when `enabled`, i.e.
 * `config.demoFiles`). Without it both answer 404.
 */
export function registerDemoFiles(
  app: FastifyInstance,
  options: { db: Queryable; enabled: boolean; now?: () => Date },
): void {
  if (!options.enabled) return
  const now = options.now ?? (() => new Date())
  app.route<{
    Params: { contractUuid: string; folder: string; name: string }
    Querystring: { expires?: string; signature?: string }
  }>({
    method: 'GET',
    url: '/api/contracts/:contractUuid/demo-files/:folder/:name',
    config: { access: 'user' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { contractUuid, folder, name } = request.params
      const expires = Number(request.query.expires)
      const signature = request.query.signature ?? ''
      if (!signedFolders.has(folder) || !fileName.test(name)) throw notFound()
      const signer = await signerOf(options.db)
      const parts = signedParts(contractUuid, folder, name)
      if (!signer.verify('file_download', parts, expires, signature, now())) throw notFound()
      const path = join(demoFilesDir, folder, name)
      if (!existsSync(path)) throw notFound()
      return sendFile(reply, {
        contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        fileName: name,
        sizeBytes: null,
        body: createReadStream(path),
      })
    },
  })
  app.route<{ Params: { folder: string; name: string } }>({
    method: 'GET',
    url: '/demo/:folder/:name',
    schema: { hide: true },
    handler: async (request, reply) => {
      const { folder, name } = request.params
      const path = join(demoFilesDir, folder, name)
      if (!pictureFolders.has(folder) || !name.endsWith('.jpg') || !fileName.test(name)) {
        throw notFound()
      }
      if (!existsSync(path)) throw notFound()
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=3600')
        .send(createReadStream(path))
    },
  })
}
