import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'
import { RUN_ALONE } from './vitest.config.ts'

// The timing files (see RUN_ALONE) on PGlite, alone after everything else. `include` is set, not
// merged: mergeConfig would add the shared patterns back.
const config = mergeConfig(sharedTestConfig, defineProject({ test: { name: 'api-alone', maxWorkers: 1 } }))
config.test.include = RUN_ALONE
export default config
