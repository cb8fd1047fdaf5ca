/**
 * The cookie jar of the test browsers (`helpers/browser.ts`, `identity/harness.ts`): cookies by
 * name and path as a browser keeps them from `Set-Cookie` (RFC 6265 §5.3 path default, Expires
 * and Max-Age removal), and the `Cookie` header for a request path.
 */
import type { LightMyRequestResponse } from 'fastify'

/** One kept cookie. */
export interface StoredCookie {
  name: string
  value: string
  path: string
}

/** Cookies by name and path. */
export class CookieJar {
  /** The kept cookies; tests may add or copy some directly. */
  readonly cookies: StoredCookie[] = []

  /** The `Cookie` header value for a request to `path`, or undefined when no cookie applies. */
  headerFor(path: string): string | undefined {
    const sent = this.cookies.filter((cookie) => path.startsWith(cookie.path))
    return sent.length === 0 ? undefined : sent.map((c) => `${c.name}=${c.value}`).join('; ')
  }

  /**
   * Keeps the `Set-Cookie` cookies of `response` to a request for `requestPath`; an empty value,
   * a past Expires or a Max-Age of 0 or less removes the cookie.
   */
  remember(response: LightMyRequestResponse, requestPath: string): void {
    const header = response.headers['set-cookie']
    for (const line of header === undefined ? [] : [header].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      let path = requestPath.slice(0, requestPath.lastIndexOf('/') + 1) || '/'
      let expired = value === ''
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=')
        if (key.toLowerCase() === 'path') path = attributeValue
        if (key.toLowerCase() === 'expires' && new Date(attributeValue).getTime() < Date.now()) {
          expired = true
        }
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true
      }
      const index = this.cookies.findIndex((c) => c.name === name && c.path === path)
      if (index !== -1) this.cookies.splice(index, 1)
      if (!expired) this.cookies.push({ name, value, path })
    }
  }
}
