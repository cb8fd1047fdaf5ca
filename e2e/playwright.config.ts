import { defineConfig } from '@playwright/test'

/**
 * Browser tests in the machine's Chromium (never a downloaded browser) against the real server
 * on a fresh embedded database in `.e2e-data/`, seeded with the demo data, in test mode (which
 * turns on the fixtures API `/api/test-fixtures`). Tests that write make their own residents
 * through that API and only read the demo data, so they run in any order and in parallel: two
 * workers (`E2E_WORKERS`) share the one server; the embedded PGlite database has one connection,
 * which the server serialises, and each test touches only its own rows.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: './tests',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more and, if it then passes, is reported as flaky (not
  // hidden): a slow machine's rare timing slip does not stop a landing, a real failure fails
  // twice. Locally a failure is final, so a flake is seen and fixed at its cause.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker (issue 25) serves cached pages and code: blocked in every test but
    // those of the worker itself (pwa.spec.ts, offline.spec.ts), which allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf .e2e-data/${port} && node apps/server/src/main.ts`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data/${port}`,
      ASUKAS_MODE: 'test',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Messages need the messaging setting (off by default, spec 01 §1); the tests walk them.
      MESSAGING: 'true',
    },
  },
})
