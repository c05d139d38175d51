import { defineConfig } from 'tsup'
import { moduleBuild } from '../../tsup.shared.ts'

// One output file per source module, so an app's bundler leaves out the widgets a page does not use.
export default defineConfig(moduleBuild(['src/**/story-fixtures.{ts,tsx}']))
