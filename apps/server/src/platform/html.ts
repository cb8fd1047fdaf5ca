/**
 * Rich text from staff and imports (bulletin bodies) is sanitised on the server with
 * sanitize-html, when stored and again when read, and a third time in the browser with DOMPurify
 * (docs/architecture.md "Security by construction").
 */
import sanitizeHtml from 'sanitize-html'

/** What rich text may contain: text formatting, headings, lists, quotes, tables, links, images. */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

/**
 * Returns `html` with only the tags and attributes of {@link richTextOptions}: scripts, styles,
 * event handlers, `javascript:` links and iframes are removed. Idempotent.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions)
}

/**
 * What a resident's message may contain (issue 11 "Rich text": bold, italic, lists, links):
 * paragraphs, line breaks, emphasis, lists and http(s)/mailto links, nothing else. Links get
 * `rel="noopener noreferrer nofollow"` and `target="_blank"`.
 */
export const messageHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
}

/**
 * Returns a message body with only the tags of {@link messageHtmlOptions}: a `<script>`, an
 * `onerror=` or a `javascript:` link never survives. Applied before storing and again when read.
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, messageHtmlOptions)
}
