import { defineConfig } from 'tsup'
import { addJsExtensions, packageBuild } from '../../tsup.shared.ts'

// One output file per source module (not one bundle), so an app's bundler can leave what a page
// does not use out of it and keep lazily loaded parts (the filter panel) in their own chunks.
export default defineConfig(
  packageBuild(
    {},
    {
      entry: [
        'src/**/*.{ts,tsx}',
        '!src/**/*.test.{ts,tsx}',
        '!src/**/*.stories.tsx',
        '!src/**/fixtures.ts',
        '!src/**/storyFixtures.{ts,tsx}',
        '!src/**/storyState.ts',
      ],
      bundle: false,
      splitting: false,
      treeshake: false,
      dts: { entry: { index: 'src/index.ts' } },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      onSuccess: () => addJsExtensions('dist'),
    },
  ),
)
