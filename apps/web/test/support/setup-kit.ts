/**
 * Set-up of the web tests (Vitest `setupFiles`): the DOM matchers of `@testing-library/jest-dom`
 * (`toBeVisible`, `toHaveTextContent`…), and what jsdom lacks that the UI kit's library needs.
 * React Aria's focus management calls `CSS.escape` (a browser API jsdom does not have).
 */
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'
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
