import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The same API tests against the machine's PostgreSQL (a fresh database per test file).
// scripts/test-all.mjs adds this project only when PostgreSQL answers at 127.0.0.1:5432.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: { name: 'api-postgres', env: { IDX_TEST_ENGINE: 'postgres' }, exclude: ['test/**/*.pglite-only.test.ts'] },
  }),
)
