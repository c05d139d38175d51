import { defaultClientConditions, defaultServerConditions } from 'vite'

/**
 * The package.json `exports` condition under which every workspace package names its TypeScript
 * source (`"idx-source": "./src/index.ts"`). Tests, dev servers, Storybook, the apps' builds and
 * `tsc` (tsconfig.base.json `customConditions`) resolve it, so nothing on the test path waits for a
 * package's `dist/`; what a consumer installs never sees it (each package's `publishConfig.exports`
 * is the published map, without it).
 */
export const SOURCE_CONDITION = 'idx-source'

/** Vite's and vitest's `resolve` settings that read workspace packages from source. */
export const sourceResolve = {
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    // What Vite resolves for server-side runners that take the top-level settings (vitest's global setups).
    externalConditions: [SOURCE_CONDITION, 'node'],
  },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      // What Vite itself resolves for the server (vitest's global setups): the same sources.
      externalConditions: [SOURCE_CONDITION, 'node'],
    },
  },
}
