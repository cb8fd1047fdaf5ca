// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'

/**
 * Architecture boundaries (ADR 0017): no import cycles anywhere, and the one-way layering of
 * docs/decisions/0017-module-boundaries.md. Zones are computed from the folders, so a new
 * feature is covered without editing this file.
 */
const featureDirs = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Each feature under `root` may use another feature only through its `index.ts`. */
const featureZones = (root, shared) =>
  featureDirs(root).flatMap((target) =>
    featureDirs(root)
      .filter((other) => other !== target)
      .map((other) => ({
        target: `./${root}/${target}`,
        from: `./${root}/${other}`,
        except: ['./index.ts'],
        message: `Features do not import each other's internals: use ${other}'s index.ts, or move what both need to ${shared}.`,
      })),
  )

const layerZones = [
  {
    target: './packages/domain',
    from: ['./packages/contract', './apps', './e2e', './bench'],
    message: 'packages/domain imports nothing of ours.',
  },
  {
    target: './packages/contract',
    from: ['./apps', './e2e', './bench'],
    message: 'packages/contract imports only packages/domain.',
  },
  {
    target: './apps/server',
    from: ['./apps/web', './e2e', './bench'],
    message: 'apps/server imports only packages/contract and packages/domain.',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './e2e', './bench'],
    message: 'apps/web imports only packages/contract and packages/domain.',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/features',
    message: 'platform/ is below the features: it must not import a feature.',
  },
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ is below the features and the app shell: it must not import them.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones('apps/server/src/features', 'apps/server/src/platform'),
            ...featureZones('apps/web/src/features', 'apps/web/src/shared'),
          ],
        },
      ],
    },
  },
  {
    // Services take the clock from their dependencies (issue 10; platform/clock.ts), so tests
    // move time and every business date is Helsinki's day of that clock.
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time from deps.clock (platform/clock.ts), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time from deps.clock (platform/clock.ts), not Date.now().',
        },
        {
          selector: "CallExpression[callee.name='todayInHelsinki'][arguments.length=0]",
          message: 'Today is helsinkiTodayOf(deps.clock) (platform/clock.ts).',
        },
      ],
    },
  },
)
