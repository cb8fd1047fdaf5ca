/**
 * Set-up of the web tests (Vitest `setupFiles`): the DOM matchers of `@testing-library/jest-dom`
 * (`toBeVisible`, `toHaveTextContent`…), and what jsdom lacks that the UI kit's library needs.
 * React Aria's focus management calls `CSS.escape` (a browser API jsdom does not have). Each test
 * starts without cookies, as tests clear storage themselves: the language and consent cookies
 * that the app writes would otherwise carry one test's language into the next.
 */
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'
import { beforeEach } from 'vitest'

beforeEach(() => {
  if (typeof document === 'undefined') return
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
})
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1')
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...(globalThis.CSS ?? {}), escape },
    configurable: true,
  })
}

// Lazy screens import React Aria on first use, which takes over a second to transform on a busy
// machine: give `findBy…` / `waitFor` more than the default 1 s before they fail.
configure({ asyncUtilTimeout: 5000 })
