import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from './tooling/chromium.ts'
import { sourceResolve } from './tooling/source-conditions.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `npm test` runs every project in one vitest run: each package's and app's own config, the
// stories of every widget as browser tests, and the publishability checks of every package.
export default defineConfig({
  // The projects' global setups run in this config's module runner: they too read the workspace
  // packages from source (tooling/source-conditions.ts).
  ...sourceResolve,
  test: {
    // vitest's default is one worker less than the cores: one worker on CI's 2 cores, where the
    // end-to-end files spend most of their time waiting on Chromium, the server or PostgreSQL.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.unit.config.ts',
      'apps/api/vitest.mocking.config.ts',
      // The PostgreSQL suite: scripts/test-all.mjs sets IDX_POSTGRES_SUITE=1 once PostgreSQL answers.
      ...(process.env.IDX_POSTGRES_SUITE === '1' ? ['apps/api/vitest.postgres.config.ts'] : []),
      // The API's timing files, alone at the end (apps/api/vitest.config.ts, RUN_ALONE).
      'apps/api/vitest.alone.config.ts',
      ...(process.env.IDX_POSTGRES_SUITE === '1' ? ['apps/api/vitest.postgres-alone.config.ts'] : []),
      {
        // The workspace's own lint rules (tooling/lint-rules), the renaming script (tooling/rename),
        // the JavaScript budget's reading of a build (tooling/js-budget) and the onboarding guide's script.
        test: {
          name: 'tooling',
          include: [
            'tooling/lint-rules/**/*.test.ts',
            'tooling/rename/**/*.test.ts',
            'tooling/js-budget/**/*.test.ts',
            'tooling/onboarding/**/*.test.ts',
          ],
          environment: 'node',
          // The renaming script runs git and ESLint in a scratch tree: seconds each on a busy 2-core
          // machine, where vitest's default 5 s failed a test that was right.
          testTimeout: 60_000,
        },
      },
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
        // The WordPress plugin (integrations/wordpress) in Debian's WordPress and MariaDB, against the
        // built server, in the run's Chromium; scripts/run.mjs installs the Debian packages when missing.
        test: {
          name: 'wordpress',
          include: ['integrations/wordpress/test/**/*.test.ts'],
          environment: 'node',
          env: { IDX_ARGON2_COST: 'test' },
          testTimeout: 60_000,
          hookTimeout: 240_000,
          globalSetup: ['tooling/e2e/seeded-template.global.ts', 'tooling/e2e/chromium.global.ts'],
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
