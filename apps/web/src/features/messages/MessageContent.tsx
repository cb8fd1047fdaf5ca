/**
 * A message body rendered from HTML that the server has already sanitised, sanitised once more
 * with DOMPurify on the same narrow allow-list (docs/architecture.md "sanitised on the server and
 * again on render").
 */
import DOMPurify from 'dompurify'

/**
 * Tags and attributes a rendered message may have. DOMPurify's default URI rule stays (it drops
 * `javascript:` and other script-capable schemes); a stricter `ALLOWED_URI_REGEXP` would also
 * apply to `rel` and `target` and strip them.
 */
const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
}

/** Returns the HTML that may be rendered. */
export function purifyMessage(html: string): string {
  return DOMPurify.sanitize(html, allowed)
}

/** The message body. */
export function MessageContent({ html }: { html: string }) {
  return (
    <div
      className="message__content"
      // Sanitised twice: by the server and by DOMPurify right here.
      dangerouslySetInnerHTML={{ __html: purifyMessage(html) }}
    />
  )
}
