/**
 * Closing behaviour of disclosure menus (navigation groups, profile menu): while open, Escape
 * closes and returns focus to the toggle button, and a click or focus outside the container
 * closes without moving focus.
 */
import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * Calls `close` on Escape (then focuses the expanded toggle inside `container`, else `toggle`) and on pointer-down or focus outside
 * `container`, while `open` is true.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Issue 10 finding 12: return focus to the button that opened what is closing — the
      // innermost expanded toggle (a navigation group), else `toggle`. On wide screens the
      // navigation's own menu button is hidden, and focusing it dropped focus to the body.
      const expanded = container.current?.querySelectorAll<HTMLElement>('[aria-expanded="true"]')
      const opener = expanded && expanded.length > 0 ? expanded[expanded.length - 1] : null
      const target = opener ?? toggle.current
      close()
      target?.focus()
    }
    const onOutside = (event: Event) => {
      const target = event.target
      if (target instanceof Node && container.current?.contains(target)) return
      close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open, close, container, toggle])
}
