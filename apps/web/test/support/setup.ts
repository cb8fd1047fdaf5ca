/**
 * Vitest set-up of the web project: the DOM matchers of `@testing-library/jest-dom`
 * (`toBeVisible`, `toHaveTextContent`, `toHaveAccessibleName`, ...) on `expect`, and a `findBy`
 * / `waitFor` timeout of 4 s instead of 1 s, because the first render of a test file transforms
 * and loads the whole app on a busy machine.
 */
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 4000 })
