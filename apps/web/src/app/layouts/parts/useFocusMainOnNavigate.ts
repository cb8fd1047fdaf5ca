/**
 * Moves focus to the main region after an in-app navigation (not on first render), so keyboard
 * and screen-reader users start reading the new screen from its top.
 */
import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { useLocation } from 'react-router'

/** Focuses `ref` whenever the path changes after the first render. */
export function useFocusMainOnNavigate(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus({ preventScroll: false })
  }, [pathname, ref])
}
