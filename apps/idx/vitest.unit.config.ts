import { defineProject, mergeConfig } from 'vitest/config'
import { unitTestConfig } from '../../vitest.shared.ts'

// The app's pure modules (src/**/*.test.ts[x], and embed/ for /embed.js): no server, no browser, so their files share
// worker threads. The browser and server files under test/ are the `idx` project.
const config = mergeConfig(unitTestConfig, defineProject({ test: { name: 'idx-unit' } }))
config.test.include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'embed/**/*.test.ts']
export default config
