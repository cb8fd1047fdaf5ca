/**
 * Entry of the Asukas web app (issue 9, docs/decisions/0019): the one script `index.html` names.
 *
 * The server names the page's code in `<meta name="asukas-preload">`: the app's chunks, the
 * route's, then the app's module, each after the chunks it imports (apps/server
 * `platform/page-html.ts`). This script evaluates them one per task, yielding to the browser in
 * between, so that a tap or a paint never waits for the whole start-up at once (total blocking
 * time); the last one, the app's module (`main.tsx`), renders.
 *
 * First it starts the API reads of the page that the server names in
 * `<meta name="asukas-reads">`, so the data is on its way while the code loads (and on the
 * bulletin board its first image as soon as the bulletins are in, `shared/api/lead-image.ts`).
 *
 * When the server painted a first view into `#root` (the consent banner of a first visit,
 * `src/shell/prerender.tsx`), the code is requested only after that paint, so a slow phone shows
 * the banner as soon as the HTML and the stylesheet have arrived instead of after some 150 KB of
 * JavaScript. Otherwise the server has named the code as `<link rel="modulepreload">` too and it
 * is on its way already.
 */

// First: zod must not probe `eval` under the CSP (issue 23 item 11).
import './shared/lib/zod-jitless.ts'
import { pageReads, startEarlyRequest } from './shared/api/early-responses.ts'
import { preloadLeadImage } from './shared/api/lead-image.ts'
import { afterNextPaint } from './shared/lib/after-paint.ts'

/** Name of the `<meta>` whose `content` lists the code, in evaluation order. */
const PRELOAD_META = 'asukas-preload'

/** Name of the `<meta>` whose `content` is the route's pattern, then the reads of opening it. */
const READS_META = 'asukas-reads'

/**
 * How many early reads one task starts. A `fetch()` call costs a few milliseconds of main-thread
 * work on a slow phone; the front page's eleven in one task made a long task of 130-170 ms with
 * the CPU slowed 4× (issue 25's trace step: `(fetch)` 67 % of it). Four a task keeps each under
 * 50 ms, and the browser sends the first four before the rest are even started.
 */
const READS_PER_TASK = 4

/**
 * Starts the API reads that the server named for this page (`@asukas/contract` route-reads), so
 * that the screen's data arrives while its code does (issue 9, "each route starts its data and its
 * code together"), {@link READS_PER_TASK} a task; the queries take the answers
 * (`shared/api/early-responses.ts`). Resolves once all have started.
 */
async function startReads(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${READS_META}"]`)
  // The page's language, which the server chose and `apiRequest` asks in (an early answer is
  // only taken in the same language).
  const lang = document.documentElement.lang
  const content = meta?.content ?? ''
  const pattern = content.split(' ')[0] ?? ''
  const paths = pageReads(content, window.location.pathname)
  for (const [index, path] of paths.entries()) {
    if (index > 0 && index % READS_PER_TASK === 0) await yieldToBrowser()
    startEarlyRequest(path, lang, undefined, (body) => preloadLeadImage(pattern, path, body))
  }
}

/**
 * Lets the browser handle input and paint before the next piece of start-up work: the
 * Prioritized Task Scheduling API's `scheduler.yield()` where there is one, else a message
 * (unlike a timer, not slowed down in a background tab).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/** The build assets the server named, in evaluation order. */
function namedCode(): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_META}"]`)
  return (meta?.content.split(' ') ?? []).filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href))
}

/**
 * How many `modulepreload` links one task adds. Each link starts its request when it is added:
 * the login page's thirty in one task made a long task of about 100 ms of CPU with the CPU slowed
 * 4× (issue 25's trace step: `preload` 96 % of it); eight keep each task well under 50 ms.
 */
const PRELOADS_PER_TASK = 8

/**
 * Adds a `modulepreload` link for each of `files`, in evaluation order, {@link PRELOADS_PER_TASK}
 * in one change of the document, yielding between them. Resolves once all are added.
 */
async function preload(files: readonly string[]): Promise<void> {
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToBrowser()
    const links = document.createDocumentFragment()
    for (const href of files.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      links.append(link)
    }
    document.head.append(links)
  }
}

async function start(): Promise<void> {
  await startReads()
  const firstView = (document.getElementById('root')?.childElementCount ?? 0) > 0
  if (firstView) await afterNextPaint()
  const files = namedCode()
  if (firstView) await preload(files)
  for (const file of files) {
    try {
      await import(/* @vite-ignore */ file)
    } catch {
      // Best effort: the app's own import below loads what it needs, or shows the failure.
    }
    await yieldToBrowser()
  }
  await import('./main.tsx')
}

void start()
