/**
 * `arrayParameter` (`platform/db/arrays.ts`) against node-postgres's own encoding of the same
 * JavaScript arrays (`prepareValue`, what the driver sends for an array parameter): the two
 * literals must be the same text for every kind of element the bulk load sends.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { arrayParameter } from '../../src/platform/db/arrays.ts'

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown
}

describe('arrayParameter', () => {
  it.each([
    ['empty', []],
    ['plain text', ['K-1', 'Tuontikatu 4 A 12']],
    ['null and undefined', [null, 'x', undefined]],
    ['quotes and backslashes', ['As Oy "Kuusi"', 'C:\\tmp', '\\"', '"']],
    ['array syntax and the word NULL', ['NULL', '', '{a,b}', ' , ']],
    ['non-Latin text', ['Väinö Mäkelä', 'Åsa Ölund', '€ 😀', 'Ṣ']],
    ['numbers and booleans', [650, 12.5, -0.01, 0, true, false]],
    ['uuids and dates', ['0192f3a0-7b1c-7d3e-9f00-123456789abc', '2026-11-29']],
  ])('writes %s as node-postgres does', (_, values) => {
    expect(arrayParameter(values)).toBe(prepareValue(values))
  })

  it('quotes every element and escapes only quotes and backslashes', () => {
    expect(arrayParameter(['a"b', 'c\\d', null])).toBe('{"a\\"b","c\\\\d",NULL}')
  })
})
