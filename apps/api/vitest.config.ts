import { configDefaults, defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * Files that time the server's answers (`*.alone.test.ts`: /healthz under hostile load) run in
 * projects of their own with one worker, which vitest runs last and one file at a time: another
 * test file's load on the machine must not be what they measure.
 */
export const RUN_ALONE = ['test/**/*.alone.test.ts']

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'api',
      exclude: [...configDefaults.exclude, ...RUN_ALONE],
      // The migrated and the seeded database every file copies, made once (test/helpers/database-templates.ts).
      globalSetup: ['./test/helpers/database-templates.global.ts'],
    },
  }),
)
