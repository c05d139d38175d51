import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'idx',
      globalSetup: ['../../tooling/e2e/seeded-template.global.ts', '../../tooling/e2e/chromium.global.ts'],
    },
  }),
)
