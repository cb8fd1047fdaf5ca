/**
 * Per-file set-up of the server tests: start a harness (a test app, the identity test app) in
 * `beforeAll`, close it in `afterAll`, and log the demo users in once.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { login, startTestApp, type TestApp, type TestAppOptions } from './app.ts'
import type { RawSettings } from '../../src/platform/config.ts'

/**
 * Runs `start` in `beforeAll` and `close()` on its result in `afterAll` of the calling file (or
 * `describe` block).
 *
 * @returns a stand-in that reads every property through to the started value, so it can be a
 *   `const` at the top of the file.
 * @throws Error when the stand-in is read before `beforeAll` has started the value.
 */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(async () => {
    await started?.close()
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (started === undefined) throw new Error('the test harness starts in beforeAll')
      return Reflect.get(started, key)
    },
  })
}

/**
 * A test app on a fresh, seeded database for the calling file (see `startTestApp`), started in
 * `beforeAll` and closed in `afterAll`.
 */
export function useTestApp(overrides: RawSettings = {}, options: TestAppOptions = {}): TestApp {
  return useStarted(() => startTestApp(overrides, options))
}

/**
 * Logs each of `emails` in through `POST /api/login` in `beforeAll` (after the app's own
 * `beforeAll`, hooks run in order) with the demo password.
 *
 * @returns the session `Cookie` header value of each key, filled in by `beforeAll`.
 */
export function useLogins<K extends string>(
  t: { app: FastifyInstance },
  emails: Record<K, string>,
): Record<K, string> {
  const cookies = {} as Record<K, string>
  beforeAll(async () => {
    for (const key of Object.keys(emails) as K[]) {
      cookies[key] = await login(t.app, emails[key])
    }
  })
  return cookies
}
