import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The end-to-end files drive the built server, seeded once per run like apps/idx's.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'admin',
      globalSetup: ['../../tooling/e2e/seeded-template.global.ts', '../../tooling/e2e/chromium.global.ts'],
    },
  }),
)
