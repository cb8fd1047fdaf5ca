/**
 * zod's `jitless` flag as the boot entry sets it (issue 23 item 11): zod reads it, so it never
 * probes `new Function` (a CSP violation in the browser) and still parses.
 */
import { describe, expect, it, vi } from 'vitest'

describe('zod jitless', () => {
  it('zod takes the flag the boot entry sets and parses without probing eval', async () => {
    vi.resetModules()
    await import('../src/shared/lib/zod-jitless.ts')
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    const spy = vi.spyOn(globalThis, 'Function')
    const schema = z.object({ a: z.string(), b: z.number() })
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 })
    expect(schema.safeParse({ a: 1 }).success).toBe(false)
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
