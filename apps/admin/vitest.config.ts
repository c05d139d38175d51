import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The end-to-end files under test/ drive the built server, seeded once per run like apps/idx's;
// the pure modules under src/ are `admin-unit` (vitest.unit.config.ts). `include` is set, not
// merged: mergeConfig would add src/ back.
const config = mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'admin',
      // A browser journey on CI's 2 busy cores (see apps/idx/vitest.config.ts).
      testTimeout: 60_000,
      globalSetup: ['../../tooling/e2e/seeded-template.global.ts', '../../tooling/e2e/chromium.global.ts'],
    },
  }),
)
config.test.include = ['test/**/*.test.ts', 'test/**/*.test.tsx']
export default config
