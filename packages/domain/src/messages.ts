/**
 * Messages: reply subjects, the character counter and the text length of a message body.
 * Source: spec 02 §1 Messages, §5 Message, §9.
 */
import type { Lang } from './langs.ts'

/** Longest subject, in characters after trimming (spec 02 §5 Message, §9). */
export const MESSAGE_SUBJECT_MAX = 200
/** Longest body text, in characters after trimming (spec 02 §5 Message, §9). */
export const MESSAGE_BODY_MAX = 3000
/** The counter appears above this many characters (spec 02 §1, §9). */
export const MESSAGE_COUNTER_FROM = 2900

/** Reply prefixes per language (spec 02 §1: 'VS:' in Finnish, 'RE:' in English and Swedish). */
export const REPLY_PREFIX: Record<Lang, string> = { fi: 'VS:', sv: 'RE:', en: 'RE:' }

const ANY_REPLY_PREFIX = /^\s*(?:(?:VS|RE|SV|AW):\s*)+/i

/**
 * The subject of a reply: the language's prefix and a space before the original subject with any
 * earlier reply prefixes (`VS:`, `RE:`, `SV:`, `AW:`, any case, repeated) removed, so prefixes
 * never pile up: `replySubject('RE: Sauna', 'fi')` → `'VS: Sauna'`.
 * Source: spec 02 §1 Messages.
 */
export function replySubject(subject: string, lang: Lang): string {
  const original = subject.replace(ANY_REPLY_PREFIX, '').trim()
  return original === '' ? REPLY_PREFIX[lang] : `${REPLY_PREFIX[lang]} ${original}`
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * The visible text of a message body (HTML from the editor): tags removed, block ends turned into
 * line breaks, common entities decoded, trimmed. Used for the length rules; not a sanitiser.
 */
export function messageText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? Number.parseInt(entity.slice(2), 16)
            : Number(entity.slice(1))
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[entity.toLowerCase()] ?? whole
    })
    .trim()
}

/** The character counter under the message body. */
export type CharacterCounter = {
  /** Shown once the text is longer than 2900 characters. */
  visible: boolean
  /** Red from 3000 characters on. */
  red: boolean
  /** Characters left before 3000 (negative when over). */
  remaining: number
}

/**
 * The counter for a body of `length` characters: visible above 2900, red at 3000 or more
 * (spec 02 §1 "A character counter appears above 2900 characters and turns red at 3000").
 */
export function characterCounter(length: number): CharacterCounter {
  return {
    visible: length > MESSAGE_COUNTER_FROM,
    red: length >= MESSAGE_BODY_MAX,
    remaining: MESSAGE_BODY_MAX - length,
  }
}
