import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from './tooling/chromium.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `npm test` runs every project in one vitest run: each package's and app's own config, the
// stories of every widget as browser tests, and the publishability checks of every package.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The PostgreSQL suite: scripts/test-all.mjs sets IDX_POSTGRES_SUITE=1 once PostgreSQL answers.
      ...(process.env.IDX_POSTGRES_SUITE === '1' ? ['apps/api/vitest.postgres.config.ts'] : []),
      {
        test: {
          name: 'publish',
          include: ['tooling/publish/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
