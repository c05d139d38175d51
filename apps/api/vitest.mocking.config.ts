import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'
import { MOCKING } from './vitest.config.ts'

// The API files that vi.mock a module of the app (see MOCKING), each in a module graph of its own.
// `include` is set, not merged: mergeConfig would add the shared patterns back.
const config = mergeConfig(
  sharedTestConfig,
  defineProject({
    test: { name: 'api-mocking', globalSetup: ['./test/helpers/database-templates.global.ts'] },
  }),
)
config.test.include = MOCKING
export default config
