import { defineProject, mergeConfig } from 'vitest/config'
import { unitTestConfig } from '../../vitest.shared.ts'

// The admin app's pure modules (src/**/*.test.ts[x]): no server, no browser, so their files share
// worker threads. The end-to-end files under test/ are the `admin` project.
const config = mergeConfig(unitTestConfig, defineProject({ test: { name: 'admin-unit' } }))
config.test.include = ['src/**/*.test.ts', 'src/**/*.test.tsx']
export default config
