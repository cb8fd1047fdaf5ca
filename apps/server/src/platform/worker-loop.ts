/**
 * The poll loop of the outbox workers (the mail outbox, `mail/worker.ts`, and the integration
 * webhooks, `features/integration/webhooks/`): runs `run()` every `pollIntervalMs`, and soon after
 * each `wake()`, never two runs at once within one loop. Several instances share a queue through
 * their claim (`FOR UPDATE SKIP LOCKED` with a lease), not through this loop, which keeps no state
 * another instance needs (docs/architecture.md "Scale-out").
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** Options of {@link startWorkerLoop}. */
export interface WorkerLoopOptions {
  /** One run; its errors go to `onError` and the next poll tries again. */
  run: () => Promise<void>
  onError: (error: unknown) => void
  /** Time between polls in milliseconds. */
  pollIntervalMs: number
  /** Delay between a `wake()` and the run it triggers, in milliseconds. */
  wakeDelayMs: number
}

/** A running loop. */
export interface WorkerLoop {
  /** Asks for a run soon (after `wakeDelayMs`), or another one right after the current. */
  wake(): void
  /** Stops polling and waits for a running run to finish. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts a loop with a first run at once. Call it outside any database transaction: its timers
 * run in the asynchronous context of this call, not in that of the `wake()` (which may come from
 * inside a transaction), so a run never runs inside a caller's transaction.
 */
export function startWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  const { pollIntervalMs, wakeDelayMs } = options
  const inWorkerContext = AsyncLocalStorage.snapshot()

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let timerDueAt = Number.POSITIVE_INFINITY
  let running: Promise<void> | null = null
  let runAgain = false

  function schedule(delayMs: number): void {
    if (stopped) return
    const dueAt = Date.now() + delayMs
    if (timer !== undefined && timerDueAt <= dueAt) return
    clearTimeout(timer)
    timerDueAt = dueAt
    timer = inWorkerContext(() => setTimeout(tick, delayMs))
    timer.unref()
  }

  async function runOnce(): Promise<void> {
    try {
      await options.run()
    } catch (error) {
      options.onError(error)
    }
  }

  function tick(): void {
    timer = undefined
    timerDueAt = Number.POSITIVE_INFINITY
    if (stopped) return
    if (running !== null) {
      runAgain = true
      return
    }
    running = (async () => {
      do {
        runAgain = false
        await runOnce()
      } while (runAgain && !stopped)
    })().finally(() => {
      running = null
      schedule(pollIntervalMs)
    })
  }

  schedule(0)

  return {
    wake() {
      if (running !== null) runAgain = true
      else schedule(wakeDelayMs)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
