import { defineConfig } from 'vitest/config'

/**
 * The one vitest setup shared by every package and app: each package's
 * vitest.config.ts merges its name into this, and the root config runs them all
 * as projects, so `pnpm --filter <pkg> test` and `npm test` behave the same.
 */
export const sharedTestConfig = defineConfig({
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
