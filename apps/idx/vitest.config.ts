import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The browser and server files under test/; the pure modules under src/ are `idx-unit`
// (vitest.unit.config.ts). `include` is set, not merged: mergeConfig would add src/ back.
const config = mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'idx',
      // A browser journey on CI's 2 busy cores: a page load there took up to 8 s, and a journey
      // of several pages timed out at the shared 20 s while every step was right.
      testTimeout: 60_000,
      globalSetup: [
        '../../tooling/e2e/seeded-template.global.ts',
        '../../tooling/e2e/chromium.global.ts',
        '../../tooling/e2e/shared-servers.global.ts',
      ],
    },
  }),
)
config.test.include = ['test/**/*.test.ts', 'test/**/*.test.tsx']
export default config
