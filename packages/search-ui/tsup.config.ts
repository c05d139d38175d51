import { defineConfig } from 'tsup'
import { moduleBuild } from '../../tsup.shared.ts'

// One output file per source module, so an app's bundler can leave what a page does not use out
// of it and keep lazily loaded parts (the filter panel) in their own chunks.
export default defineConfig(
  moduleBuild(['src/**/fixtures.ts', 'src/**/story-fixtures.{ts,tsx}', 'src/**/story-state.ts']),
)
