/**
 * Browser-side rules of issue 11: message HTML is purified again before render, link addresses
 * must be http(s), and create/edit retry once but never on a 4xx answer. (Attachment limits are
 * `checkAttachment` of `@asukas/domain`, tested there.)
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/shared/api/client.ts'
import { purifyMessage } from '../src/features/messages/MessageContent.tsx'
import { isHttpUrl, textToHtml } from '../src/features/messages/rich-text.ts'
import { retryOnce } from '../src/features/defect-notices/queries.ts'

describe('textToHtml (the message field before its editor has loaded)', () => {
  it('makes one escaped paragraph per line, and nothing of blank text', () => {
    expect(textToHtml('Hei <b>\n\nA & "B"')).toBe(
      '<p>Hei &lt;b&gt;</p><p></p><p>A &amp; &quot;B&quot;</p>',
    )
    expect(textToHtml('  \n ')).toBe('')
  })
})

describe('purifyMessage', () => {
  it('drops scripts, event handlers and javascript: links but keeps formatting and rel', () => {
    const html = purifyMessage(
      '<p><strong>b</strong><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    )
    expect(html).not.toMatch(/script|onerror|<img|javascript:/i)
    expect(html).toContain('<strong>b</strong>')
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    )
  })
})

describe('link dialog', () => {
  it('needs an absolute http(s) address', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('example.com')).toBe(false)
  })
})

describe('retryOnce', () => {
  it('retries a network or server failure once, never a 4xx', () => {
    expect(retryOnce(0, new ApiError(500, 'INTERNAL_SERVER_ERROR'))).toBe(true)
    expect(retryOnce(1, new ApiError(500, 'INTERNAL_SERVER_ERROR'))).toBe(false)
    expect(retryOnce(0, new ApiError(400, 'DEFECT_NOTICE_MISSING_PHONE_NUMBER'))).toBe(false)
  })
})
