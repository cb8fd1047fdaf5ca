/**
 * Texts of the housing provider's messages to a resident: the reply subject in the resident's
 * language and the plain text of a rich-text body for mails. Shared by staff replies and the
 * answers to questions and feedback (`features/feedback-questions`).
 */

/** The reply prefix in the resident's language (spec 01 §2 Messages: "VS:" fi, "RE:" sv/en). */
export function replyPrefix(lang: string): string {
  return lang === 'fi' ? 'VS:' : 'RE:'
}

/** `subject` prefixed for a reply once, cut to the 200 characters a title may hold. */
export function replyTitle(subject: string, lang: string): string {
  const prefix = replyPrefix(lang)
  const bare = subject.replace(/^(VS|RE):\s*/i, '')
  return `${prefix} ${bare}`.slice(0, 200)
}

/** Plain text of sanitised rich text, for mails (tags dropped, entities of `<`, `&` decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[2-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
