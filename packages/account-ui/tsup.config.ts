import { defineConfig } from 'tsup'
import { moduleBuild } from '../../tsup.shared.ts'

// One output file per source module, so an app's bundler keeps only the widgets a page uses (the
// sign-in forms load lazily in apps/idx; the sidebar only when it opens).
export default defineConfig(moduleBuild(['src/**/story-fixtures.{ts,tsx}']))
