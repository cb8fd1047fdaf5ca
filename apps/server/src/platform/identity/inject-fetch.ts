/**
 * An HTTP client for openid-client that answers the server's own URLs in-process.
 *
 * The relying party calls the built-in test identity provider (discovery, token endpoint, keys)
 * at the server's own public URL. Through `app.inject` those calls need no listening socket, do
 * not depend on the public URL being reachable from the server itself (a proxy, a container),
 * and work in `app.inject` tests. Other URLs go to the global `fetch`.
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { CustomFetch } from 'openid-client'

/** Request bodies openid-client sends (`FetchBody` of openid-client) as text for `inject`. */
async function bodyText(body: unknown): Promise<string | undefined> {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return body
  if (body instanceof URLSearchParams) return body.toString()
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body).toString('utf8')
  }
  if (body instanceof ReadableStream) return new Response(body).text()
  throw new TypeError('unsupported request body')
}

/**
 * A `customFetch` for openid-client: URLs on `publicUrl`'s origin are served by
 * `app.inject` (with `Host` and `X-Forwarded-Proto` of the public URL), others by `fetch`.
 *
 * @param app the Fastify app; must be ready (routes registered) when the first call is made.
 * @param publicUrl the server's public URL, e.g. `http://localhost:3000`.
 * @returns a function of openid-client's `CustomFetch` shape, answering a standard `Response`.
 */
export function injectFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const origin = new URL(publicUrl)
  return async (url, options) => {
    const target = new URL(url)
    if (target.origin !== origin.origin) {
      return fetch(url, options as RequestInit)
    }
    const payload = await bodyText(options.body)
    const injected = await app.inject({
      method: options.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: origin.host,
        'x-forwarded-proto': origin.protocol.replace(':', ''),
      },
      ...(payload === undefined ? {} : { payload }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(injected.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item))
    }
    const status = injected.statusCode
    const noBody = status === 204 || status === 304 || options.method === 'HEAD'
    return new Response(noBody ? null : injected.rawPayload, { status, headers })
  }
}
