import { defineConfig } from 'tsup'
import { DTS_COMPILER_OPTIONS, packageBuild } from '../../tsup.shared.ts'

// One output file per source module (not one bundle): an app's bundler then keeps what a page
// does not use, such as the JSON Schema compiler behind the admin checks, out of that page's chunk.
export default defineConfig(
  packageBuild(
    {},
    {
      entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.fixture.ts', '!src/**/*.bench.ts'],
      bundle: false,
      splitting: false,
      treeshake: false,
      dts: {
        entry: { index: 'src/index.ts', 'demo/index': 'src/demo/index.ts' },
        compilerOptions: DTS_COMPILER_OPTIONS,
      },
    },
  ),
)
