/**
 * The language a request asks for (spec 01 §1: fi, sv, en), from its `Accept-Language` header.
 * The web app sends its interface language there, so a resident's mail follows the language
 * they use the portal in.
 */
import { isLang, type Lang } from '@asukas/domain'
import type { FastifyRequest } from 'fastify'

/**
 * The first of fi, sv, en in the `Accept-Language` header by preference (`q`), matching the
 * primary subtag (`sv-FI` is `sv`).
 *
 * @returns the language, or null when the header names none of the three.
 */
export function langOfHeader(header: string | undefined): Lang | null {
  if (header === undefined) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params
        .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined)
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.lang).find(isLang) ?? null
}

/** The language of `request` (see {@link langOfHeader}), or null. */
export function requestLang(request: FastifyRequest): Lang | null {
  return langOfHeader(request.headers['accept-language'])
}
