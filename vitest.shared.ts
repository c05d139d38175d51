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
  },
})
