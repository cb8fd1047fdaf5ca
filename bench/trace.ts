/**
 * The main-thread trace step of `npm run bench` (issue 25 item 1: "find the work, then remove
 * it"): each page of the Lighthouse step is loaded once in the system Chromium with the CPU slowed
 * 4x (Lighthouse's mobile preset), while a Chrome performance trace records the renderer's main
 * thread and V8's sampling profiler. Every task over 50 ms (a "long task", the unit of total
 * blocking time) is printed with the work inside it that took longest (a module's evaluation, a
 * function call, a timer or event, HTML parsing, style or layout), its thread's CPU time (wall
 * time on a busy machine includes waiting for a core), and the functions the profiler saw most in
 * it (`function @ file`).
 *
 * Figures, never pass or fail: a task's length on a shared machine swings, but which module and
 * function fill the long tasks does not, so a change shows which task it removed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type CDPSession } from '@playwright/test'
import { chromiumPath, measuredChromiumFlags } from './chromium.ts'

/** `BENCH_TRACE_JSON=dir`: also writes each page's trace there, to open in Chrome DevTools. */
const traceJsonDir = process.env.BENCH_TRACE_JSON

/** One trace event of the Chrome trace format (the fields read here). */
interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  tdur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      url?: string
      functionName?: string
      type?: string
      frame?: string
      startTime?: number
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[]
        samples?: number[]
      }
      timeDeltas?: number[]
    }
  }
}

/** One sample of the V8 sampling profiler: when, and which function (with its module) ran. */
interface Sample {
  ts: number
  frame: string
}

/**
 * The JS samples of the thread `thread` (`pid:tid`) from the trace's `Profile`/`ProfileChunk`
 * events (category `disabled-by-default-v8.cpu_profiler`), each named `function @ file`.
 */
function samplesOf(events: TraceEvent[], thread: string): Sample[] {
  const profiles = new Map<string, { start: number; time: number; frames: Map<number, string> }>()
  const samples: Sample[] = []
  for (const e of events) {
    if (e.id === undefined) continue
    // A profile starts on the thread it samples; its chunks come from the profiler's own thread
    // of the same process, under the profile's id.
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === thread) {
      const start = e.args?.data?.startTime ?? e.ts
      profiles.set(e.id, { start, time: start, frames: new Map() })
    } else if (e.name === 'ProfileChunk' && String(e.pid) === thread.split(':')[0]) {
      const profile = profiles.get(e.id)
      if (!profile) continue
      for (const node of e.args?.data?.cpuProfile?.nodes ?? []) {
        const { functionName, url } = node.callFrame
        profile.frames.set(
          node.id,
          url
            ? `${functionName || '(anonymous)'} @ ${fileOf(url)}`
            : functionName.startsWith('(')
              ? functionName
              : `(${functionName || 'native'})`,
        )
      }
      const ids = e.args?.data?.cpuProfile?.samples ?? []
      const deltas = e.args?.data?.timeDeltas ?? []
      ids.forEach((id, index) => {
        profile.time += deltas[index] ?? 0
        samples.push({ ts: profile.time, frame: profile.frames.get(id) ?? '?' })
      })
    }
  }
  return samples.sort((a, b) => a.ts - b.ts)
}

/** A long task and the work that filled most of it. */
export interface LongTask {
  /** Start, ms after the first task of the trace. */
  startMs: number
  /** Length in ms (with the 4x CPU slowdown). */
  durationMs: number
  /** What filled it, e.g. `evaluate vendor-abc.js` or `call render @ index-abc.js`. */
  cause: string
  /** Length of that work, ms. */
  causeMs: number
  /** CPU time of the task's thread, ms: unlike the length, not inflated by a busy machine. */
  cpuMs: number
  /** The functions the sampling profiler saw most in the task (`function @ file`, with a share). */
  hot: string[]
}

/** Events nested in a task that name its work, and how each is described. */
const workEvents: Record<string, (event: TraceEvent) => string> = {
  EvaluateScript: (e) => `evaluate ${fileOf(e.args?.data?.url)}`,
  'v8.evaluateModule': (e) => `evaluate module ${fileOf(e.args?.data?.url)}`,
  'v8.compileModule': (e) => `compile module ${fileOf(e.args?.data?.url)}`,
  'v8.compile': (e) => `compile ${fileOf(e.args?.data?.url)}`,
  FunctionCall: (e) =>
    `call ${e.args?.data?.functionName || '(anonymous)'} @ ${fileOf(e.args?.data?.url)}`,
  TimerFire: () => 'timer',
  EventDispatch: (e) => `event ${e.args?.data?.type ?? ''}`.trim(),
  FireAnimationFrame: () => 'animation frame',
  RunMicrotasks: () => 'microtasks',
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: () => 'parse stylesheet',
  UpdateLayoutTree: () => 'style recalculation',
  Layout: () => 'layout',
  Paint: () => 'paint',
  MajorGC: () => 'garbage collection',
  MinorGC: () => 'garbage collection',
}

/** The file name of a script URL (`inline` for the document's own scripts). */
function fileOf(url: string | undefined): string {
  if (!url) return 'inline'
  try {
    const { pathname } = new URL(url)
    const name = pathname.split('/').pop() ?? ''
    return name === '' || !/\.m?js$/.test(name) ? `inline (${pathname})` : name
  } catch {
    return url
  }
}

/**
 * The long tasks of the page's renderer main thread in `events`, longest first.
 *
 * @param events the trace's events.
 * @param origin the page's origin: the renderer that parsed or ran a resource of it is the
 *   page's (Chromium's own pages, such as the new-tab page, have renderers of their own that
 *   may work longer).
 * @param thresholdMs a task longer than this is long (50 ms, as total blocking time counts).
 */
export function longTasksOf(events: TraceEvent[], origin: string, thresholdMs = 50): LongTask[] {
  // The page's renderer: of the renderer main threads that worked on the origin's HTML or
  // scripts (else of all of them), the one that worked longest.
  const busy = new Map<string, number>()
  const allRenderers = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
  const ofOrigin = new Set(
    events
      .filter((e) => e.args?.data?.url?.startsWith(origin) === true)
      .map((e) => `${e.pid}:${e.tid}`)
      .filter((thread) => allRenderers.includes(thread)),
  )
  const renderers = ofOrigin.size > 0 ? ofOrigin : new Set(allRenderers)
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (e.name === 'RunTask' && renderers.has(thread)) {
      busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0))
    }
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (main === undefined) return []
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > thresholdMs)
  const first = onMain.find((e) => e.name === 'RunTask')?.ts ?? 0
  const samples = samplesOf(events, main)
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      let cause = 'other'
      let causeMs = 0
      for (const event of onMain) {
        if (event.ts < task.ts) continue
        if (event.ts > end) break
        const describe = workEvents[event.name]
        const ms = (event.dur ?? 0) / 1000
        // The longest named work; on a tie the inner one (it comes later) says more.
        if (describe && ms >= causeMs) {
          cause = describe(event)
          causeMs = ms
        }
      }
      const counts = new Map<string, number>()
      let inTask = 0
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts > end) continue
        // Not JavaScript: the browser's own work (style, layout, paint) and waiting.
        if (sample.frame === '(idle)' || sample.frame === '(program)') continue
        inTask += 1
        counts.set(sample.frame, (counts.get(sample.frame) ?? 0) + 1)
      }
      const hot = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([frame, count]) => `${frame} ${Math.round((100 * count) / inTask)} %`)
      return {
        startMs: (task.ts - first) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        cause,
        causeMs,
        cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
        hot,
      }
    })
    .sort((a, b) => b.durationMs - a.durationMs)
}

/** Records a trace of `load()` in the page behind `cdp`. */
async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]))
  })
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  )
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'toplevel',
        '__metadata',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  })
  await load()
  await cdp.send('Tracing.end')
  await complete
  return events
}

/** A page of the trace step: its name, path and the cookies of its visitor. */
export interface TracedPage {
  name: string
  path: string
  cookies: { name: string; value: string }[]
}

/**
 * Loads each page at `origin` once with a 4x CPU slowdown and prints its long tasks: their count,
 * their blocking time beyond 50 ms each (as total blocking time sums it, here over the whole
 * load), and the `top` longest with what filled them.
 */
export async function tracePages(origin: string, pages: TracedPage[], top = 5): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: measuredChromiumFlags,
  })
  console.log(
    '\nMain-thread long tasks, one traced load per page, CPU 4x slower (issue 25: find the work)',
  )
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      await context.addCookies(page.cookies.map((cookie) => ({ ...cookie, url: origin })))
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const events = await traced(cdp, async () => {
        await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' })
        // The app starts after load (sliced start-up, ADR 0019): let it finish.
        await tab.waitForLoadState('networkidle').catch(() => undefined)
        await tab.waitForTimeout(1_000)
      })
      if (traceJsonDir) {
        mkdirSync(traceJsonDir, { recursive: true })
        writeFileSync(
          path.join(traceJsonDir, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`),
          JSON.stringify({ traceEvents: events }),
        )
      }
      const tasks = longTasksOf(events, origin)
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0)
      console.log(
        `  ${page.name}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms each`,
      )
      for (const task of tasks.slice(0, top)) {
        console.log(
          `    ${Math.round(task.durationMs).toString().padStart(5)} ms (CPU ${Math.round(task.cpuMs)} ms) at ${Math.round(task.startMs).toString().padStart(5)} ms: ${task.cause} (${Math.round(task.causeMs)} ms)`,
        )
        if (task.hot.length > 0) console.log(`      hot: ${task.hot.join('; ')}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}
