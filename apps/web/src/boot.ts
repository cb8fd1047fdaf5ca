/**
 * Entry of the Asukas web app (issue 9, docs/decisions/0019): the one script `index.html` names.
 *
 * The server may paint a first view into `#root` (the consent banner of a first visit,
 * `src/shell/prerender.tsx`). Then the app's code is requested only after that paint, so a slow
 * phone shows the banner as soon as the HTML and the stylesheet have arrived instead of after
 * some 150 KB of JavaScript; the server names the code to fetch in `<meta name="asukas-preload">`
 * and this script preloads it at once after the paint. Without a first view (the banner is
 * answered) the server names the code as `<link rel="modulepreload">` and the app starts at once.
 */

/** Name of the `<meta>` whose `content` lists the code to preload after the first paint. */
const PRELOAD_META = 'asukas-preload'

/** Longest wait for a paint: a background tab paints nothing, and the app must start anyway. */
const PAINT_WAIT_MS = 200

/** Resolves after the browser has painted the next frame (or {@link PAINT_WAIT_MS}, whichever first). */
function afterNextPaint(): Promise<void> {
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

/** Adds a `modulepreload` link for each build asset of the preload `<meta>`. */
function preloadNamedCode(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_META}"]`)
  const links = document.createDocumentFragment()
  for (const href of meta?.content.split(' ') ?? []) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(href)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    links.append(link)
  }
  document.head.append(links)
}

const firstView = (document.getElementById('root')?.childElementCount ?? 0) > 0

/** Lets the browser handle input and paint before the next piece of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function start(): Promise<void> {
  if (firstView) await afterNextPaint()
  preloadNamedCode()
  // React first, in a task of its own, then the app: the start-up work is two shorter tasks
  // instead of one long one during which a tap would wait (issue 9, total blocking time).
  await import('react-dom/client')
  await yieldToBrowser()
  await import('./main.tsx')
}

void start()
