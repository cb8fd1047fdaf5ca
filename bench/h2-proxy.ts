/**
 * A TLS-terminating HTTP/2 reverse proxy for the Lighthouse part of the bench: the shape of a
 * production deployment, where TLS is terminated by the deployment's reverse proxy
 * (docs/security/asvs.md V12) and browsers speak HTTP/2 to it, while Asukas itself serves plain
 * HTTP/1.1 behind it.
 *
 * Why the bench needs it: Lighthouse's simulation (Lantern) gives an HTTP/1.1 origin six
 * connections that each carry one request at a time, a round trip apiece, whereas one warm
 * HTTP/2 connection carries them all. A page of 40 small files is measured very differently by
 * the two, so the bench prints both.
 *
 * The certificate is a throwaway self-signed one for `localhost`, made by the system's `openssl`
 * (Chromium is started with `--ignore-certificate-errors`). Requests go to the upstream as they
 * came, with `Host` and a same-site `Origin` rewritten to the upstream's, as a proxy configured
 * for the portal would; hop-by-hop headers, which HTTP/2 forbids, are dropped from the answers.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A running proxy: its `https://localhost:PORT` origin and how to stop it. */
export interface H2Proxy {
  url: string
  stop(): Promise<void>
}

/** Response headers that belong to one HTTP/1.1 connection and must not cross into HTTP/2. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
])

/**
 * A self-signed certificate and key (PEM) for `localhost`, valid one day.
 * Throws when `openssl` is missing or fails.
 */
function localhostCertificate(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return {
      cert: readFileSync(path.join(dir, 'cert.pem')),
      key: readFileSync(path.join(dir, 'key.pem')),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts the proxy on a free port in front of `upstream` (`http://host:port`). Throws when the
 * certificate cannot be made.
 */
export async function startH2Proxy(upstream: string): Promise<H2Proxy> {
  const target = new URL(upstream)
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  const { cert, key } = localhostCertificate()
  let origin = ''
  const server = createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    const headers: IncomingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && value !== undefined) headers[name] = value
    headers.host = target.host
    if (headers.origin === origin) headers.origin = target.origin
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        const out: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers))
          if (!hopByHop.has(name) && value !== undefined) out[name] = value
        res.writeHead(answer.statusCode ?? 502, out)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  origin = `https://localhost:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.close(() => resolve())
        for (const session of sessions) session.destroy()
      }),
  }
}
