/**
 * Closing behaviour of disclosure menus (navigation groups, profile menu): while open, Escape
 * closes and returns focus to the toggle button, and a click or focus outside the container
 * closes without moving focus.
 */
import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * Calls `close` on Escape (then focuses `toggle`) and on pointer-down or focus outside
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
      close()
      toggle.current?.focus()
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
