/**
 * File names (issue 23 item 7): the stored name loses control, format (Cf, bidi) and separator
 * characters, keeps its last path segment and stays within 255 code units.
 */
import { describe, expect, it } from 'vitest'
import { safeFileName, withoutInvisibleCharacters } from '../src/files.ts'

describe('safeFileName', () => {
  it('drops a right-to-left override and every other bidi control', () => {
    expect(safeFileName('invoice\u202egnp.exe')).toBe('invoicegnp.exe')
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(safeFileName(`kuva${control}.png`)).toBe('kuva.png')
    }
  })

  it('drops zero-width and other format characters, controls, separators and lone surrogates', () => {
    expect(safeFileName('a\u200bb\u200c\u200d\ufeff\u00ad.pdf')).toBe('ab.pdf')
    expect(safeFileName('a\u0000\u0007\u001f\u007f\u0085b.pdf')).toBe('ab.pdf')
    expect(safeFileName('a\u2028\u2029b.pdf')).toBe('ab.pdf')
    expect(safeFileName('a\ud800b.pdf')).toBe('ab.pdf')
    expect(withoutInvisibleCharacters('C:\\x\u202e\\y.png')).toBe('C:\\x\\y.png')
  })

  it('keeps letters of every script, emoji and spaces', () => {
    expect(safeFileName('pyörävarasto Å 😀.jpg')).toBe('pyörävarasto Å 😀.jpg')
    expect(safeFileName('فاتورة.pdf')).toBe('فاتورة.pdf')
  })

  it('keeps the last path segment, drops quotes, and falls back to "file"', () => {
    expect(safeFileName('C:\\Users\\aino\\..\\kuva.png')).toBe('kuva.png')
    expect(safeFileName('../"a".png')).toBe('a.png')
    expect(safeFileName('\u202e\u200b ')).toBe('file')
  })

  it('cuts at 255 code units without splitting a surrogate pair', () => {
    expect(safeFileName('a'.repeat(300))).toHaveLength(255)
    const cut = safeFileName('a'.repeat(254) + '😀.png')
    expect(cut).toBe('a'.repeat(254))
  })
})
