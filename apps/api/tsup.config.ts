import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'tsup'
import { SOURCE_CONDITION } from '../../tooling/source-conditions.ts'

const here = dirname(fileURLToPath(import.meta.url))
const IMPORT_COMMAND = /^\.\.\/feeds\/reso\/import-command\.js$/

// `idx import` loads the RESO importer's module (src/cli/import-command.ts). Bundled when the file
// exists; until then left as an import that fails at run time, which the CLI reports as
// "import is not available in this build", instead of a build that fails.
const optionalImportCommand = {
  name: 'optional-import-command',
  setup(build: { onResolve: (options: { filter: RegExp }, callback: (args: { path: string }) => unknown) => void }) {
    build.onResolve({ filter: IMPORT_COMMAND }, (args) =>
      existsSync(join(here, 'src', 'feeds', 'reso', 'import-command.ts'))
        ? undefined
        : { path: args.path, external: true },
    )
  },
}

// The server is an app, not a library: no .d.ts, node platform, dependencies stay external but for
// the workspace's own packages, bundled from their sources (tooling/source-conditions.ts) so the
// server needs no package built first and runs from its dist/ alone.
export default defineConfig({
  entry: { server: 'src/server.ts', app: 'src/app.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  esbuildPlugins: [optionalImportCommand],
  noExternal: [/^@idx\//],
  esbuildOptions(options) {
    options.conditions = [SOURCE_CONDITION]
  },
})
