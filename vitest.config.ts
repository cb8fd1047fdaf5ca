import { defineConfig } from 'vitest/config'

/**
 * One Vitest run, one project per workspace. `npm run test:unit` runs domain, contract and web;
 * `npm run test:api` runs the server's API tests (PGlite, and PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A bound against hangs, not a speed check: a busy 2-core CI machine renders slowly.
          testTimeout: 20_000,
          setupFiles: ['test/support/setup-kit.ts'],
        },
      },
    ],
  },
})
