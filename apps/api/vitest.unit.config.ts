import { defineProject, mergeConfig } from 'vitest/config'
import { unitTestConfig } from '../../vitest.shared.ts'

// The server's pure modules (src/**/*.test.ts): no database, no server, so their files share
// worker threads. The files under test/ that build the app on a database are the `api` project.
const config = mergeConfig(unitTestConfig, defineProject({ test: { name: 'api-unit' } }))
config.test.include = ['src/**/*.test.ts']
export default config
