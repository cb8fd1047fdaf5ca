/**
 * Waiting for the browser's next paint (issue 9, largest contentful paint): work that can wait,
 * such as evaluating a heavy widget's code, starts only after the screen around it is on the
 * display, so a slow phone paints the screen first.
 */

/** Longest wait for a paint: a background tab paints nothing, and the work must happen anyway. */
const PAINT_WAIT_MS = 200

/**
 * Resolves after the browser has painted the next frame (a task after the next animation frame),
 * or after {@link PAINT_WAIT_MS}, whichever comes first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}
