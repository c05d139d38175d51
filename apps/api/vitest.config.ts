import { configDefaults, defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * Files that time the server's answers (`*.alone.test.ts`: /healthz under hostile load) run in
 * projects of their own with one worker, which vitest runs last and one file at a time: another
 * test file's load on the machine must not be what they measure.
 */
export const RUN_ALONE = ['test/**/*.alone.test.ts']

/**
 * Files that replace a module of the app with vi.mock: a module graph shared with earlier files
 * would hand them the real module, so they run isolated (vitest.mocking.config.ts).
 */
export const MOCKING = ['test/token.test.ts', 'test/listing-unlock.test.ts']

const config = mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'api',
      exclude: [...configDefaults.exclude, ...RUN_ALONE, ...MOCKING],
      // A worker runs file after file in one module graph: the app's modules load once, and the
      // migrated PGlite a file closes goes to the next file reset (test/helpers/pglite-pool.ts).
      isolate: false,
      // The migrated and the seeded database every file copies, made once (test/helpers/database-templates.ts).
      globalSetup: ['./test/helpers/database-templates.global.ts'],
    },
  }),
)
// The files under test/ that build the app on a database; the pure modules under src/ are
// `api-unit` (vitest.unit.config.ts). `include` is set, not merged: mergeConfig would add src/ back.
config.test.include = ['test/**/*.test.ts']
// Vitest hands the server conditions to its workers as Node's --conditions, and Node then applies
// them to require() too: with 'module' among them, CommonJS packages that map 'module' first (the
// AWS SDK's) load their ESM builds through require and fail. The server runs on Node's own
// conditions; so do the tests.
config.ssr!.resolve!.conditions = config.ssr!.resolve!.conditions!.filter((condition) => condition !== 'module')
export default config
