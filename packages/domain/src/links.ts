/**
 * Links: footer legal links and the editor's link dialog accept only absolute http(s) URLs; links
 * staff publish to residents (a bulletin's featured image and attachments, issue 23 item 6) only
 * `https:` addresses or paths on the portal's own origin, parsed with the WHATWG `URL` parser as
 * browsers do, so that what passes is what a browser opens.
 * Source: spec 02 §5 General ("Legal links in the footer are shown only if they are valid http
 * or https URLs"), "User info and others" (editor link dialog).
 */

/**
 * True for an absolute `http:` or `https:` URL with a host (`https://example.fi/tietosuoja`);
 * false for relative links, `javascript:`, `mailto:` and anything `URL` cannot parse.
 */
export function isHttpUrl(value: string | null | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A base that no real address has: a path resolved against it stays on it, or left it. */
const OWN_ORIGIN = 'https://own-origin.invalid'

/**
 * True for an `https:` address with a host and no user name or password, or for a path on the
 * portal's own origin (`/…`). Refused: other schemes (`http:`, `javascript:`, `data:`),
 * protocol-relative addresses (`//host/…`), paths that a browser reads as another host
 * (`/\host`, `/<tab>/host`: the URL parser turns backslashes into slashes and drops tabs and
 * newlines), relative paths without the leading slash, and anything with a backslash or a
 * control character.
 */
export function isSafeLinkUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false
    try {
      return new URL(value, OWN_ORIGIN).origin === OWN_ORIGIN
    } catch {
      return false
    }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
}
