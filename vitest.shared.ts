import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceResolve } from './tooling/source-conditions.ts'

/**
 * The one vitest setup shared by every package and app: each package's
 * vitest.config.ts merges its name into this, and the root config runs them all
 * as projects, so `pnpm --filter <pkg> test` and `npm test` behave the same.
 */
export const sharedTestConfig = defineConfig({
  // Workspace packages are read from their sources (tooling/source-conditions.ts): no build first.
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // Passwords hash at argon2's smallest cost in tests (apps/api/src/auth/passwords.ts): one
    // test there pins the production parameters. Servers the tests spawn inherit it.
    env: { IDX_ARGON2_COST: 'test' },
    // expect.poll waits 1 s by default: on CI's 2 busy cores a page that needs 1.2 s to show a
    // heading failed a test that was right (sign-in, "retries the page that needed a session").
    expect: { poll: { timeout: 5_000 } },
  },
})

/**
 * For projects of pure modules (no server, no database, no browser): files share their worker
 * threads' module cache instead of loading React, RTK and the domain anew for every file, which
 * was most of these projects' time. Globals and env stubs are undone after each test, and every
 * file's own state lives in its tests, so a file cannot see another's.
 */
export const unitTestConfig = mergeConfig(
  sharedTestConfig,
  defineConfig({ test: { pool: 'threads', isolate: false, unstubGlobals: true, unstubEnvs: true } }),
)
