/**
 * Password policy. Source: spec 02 §5 General ("at least 8 characters, with a lowercase, an
 * uppercase, a digit and a special character (Finnish letters count as letters)") and
 * docs/specification.md (at most 256 characters, very common passwords rejected).
 */

/** Shortest password accepted (spec 02 §9). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest password accepted (docs/specification.md). */
export const PASSWORD_MAX_LENGTH = 256

/** One rule of the password policy, for a checklist in the UI. */
export type PasswordRule =
  'min_length' | 'max_length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'common'

/**
 * Stems of very common passwords (lower case), from the most frequent entries of public breach
 * lists (NCSC "100k most used passwords", SecLists top lists) plus their Finnish counterparts.
 * A password is "common" when, after removing leading and trailing digits and symbols and
 * undoing look-alike substitutions (`@`→a, `0`→o, `3`→e, `$`→s, `1`/`!`→i), what remains is one
 * of these, or nothing remains (digits and symbols only, like `12345678!`): `Password1!`,
 * `P@ssw0rd`, `Salasana123#`, `Kesä2026!` are all rejected.
 */
export const COMMON_PASSWORD_STEMS: ReadonlySet<string> = new Set([
  'password',
  'passw',
  'passwort',
  'pass',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'abc',
  'abcdef',
  'abcdefg',
  'admin',
  'administrator',
  'welcome',
  'letmein',
  'iloveyou',
  'login',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'secret',
  'changeme',
  'summer',
  'winter',
  'spring',
  'autumn',
  'hello',
  'freedom',
  'whatever',
  'starwars',
  'pokemon',
  'michael',
  'jessica',
  'charlie',
  'salasana',
  'salis',
  'tervetuloa',
  'kesä',
  'talvi',
  'kevät',
  'syksy',
  'suomi',
  'finland',
  'helsinki',
  'tampere',
  'turku',
  'oulu',
  'espoo',
  'vantaa',
  'perkele',
  'moikka',
  'hei',
  'asukas',
  'kissa',
  'koira',
  'rakkaus',
  'aurinko',
  'sisu',
  'lumi',
  'jääkiekko',
  'leijonat',
  'muumi',
  'yliopisto',
])

const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '0': 'o',
  '3': 'e',
  $: 's',
  '1': 'i',
  '!': 'i',
}

/**
 * True when `password` is a very common password or a trivial variation of one (see
 * {@link COMMON_PASSWORD_STEMS}). Case-insensitive.
 */
export function isCommonPassword(password: string): boolean {
  const core = password
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/[@03$1!]/g, (c) => LOOK_ALIKES[c] ?? c)
  return core.length === 0 || COMMON_PASSWORD_STEMS.has(core)
}

/**
 * The rules of the password policy that `password` breaks, in a fixed order
 * (`min_length`, `max_length`, `lowercase`, `uppercase`, `digit`, `special`, `common`); empty
 * when it is acceptable. Lowercase and uppercase are any Unicode letters of that case, so Finnish
 * `ä`, `ö`, `å` count as letters (and not as special characters); a special character is anything
 * that is neither a letter, a digit nor whitespace. Length counts Unicode code points.
 * Source: spec 02 §5 General; docs/specification.md.
 */
export function passwordRuleFailures(password: string): PasswordRule[] {
  const failures: PasswordRule[] = []
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) failures.push('min_length')
  if (length > PASSWORD_MAX_LENGTH) failures.push('max_length')
  if (!/\p{Ll}/u.test(password)) failures.push('lowercase')
  if (!/\p{Lu}/u.test(password)) failures.push('uppercase')
  if (!/\p{Nd}/u.test(password)) failures.push('digit')
  if (!/[^\p{L}\p{N}\s]/u.test(password)) failures.push('special')
  if (isCommonPassword(password)) failures.push('common')
  return failures
}

/** True when `password` meets the whole policy ({@link passwordRuleFailures} is empty). */
export function isValidPassword(password: string): boolean {
  return passwordRuleFailures(password).length === 0
}
