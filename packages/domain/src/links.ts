/**
 * Links: footer legal links and the editor's link dialog accept only absolute http(s) URLs.
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
