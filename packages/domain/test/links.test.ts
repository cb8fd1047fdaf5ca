/** Safe bulletin links (issue 23 item 6): https: and same-origin paths only. */
import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl } from '../src/index.ts'

describe('isSafeLinkUrl', () => {
  it.each([
    '/demo/documents/tiedote.pdf',
    '/api/files/a.pdf?x=1#y',
    'https://example.com/a.pdf',
    'https://example.com',
    'HTTPS://Example.com/a.pdf',
  ])('accepts %s', (value) => {
    expect(isSafeLinkUrl(value)).toBe(true)
  })

  it.each([
    ['protocol-relative', '//evil.example/a.pdf'],
    ['backslash host', '/\\evil.example'],
    ['backslash host, path', '/\\evil.example/a.pdf'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['plain http', 'http://example.com/a.pdf'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['credentials', 'https://user:pw@example.com/'],
    ['no host', 'https://'],
    ['relative path', 'a.pdf'],
    ['empty', ''],
    ['backslash in https', 'https://example.com\\@evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(isSafeLinkUrl(value)).toBe(false)
  })
})
