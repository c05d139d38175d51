import { defineConfig } from 'tsup'
import { moduleBuild } from '../../tsup.shared.ts'

// One output file per source module, so a host's bundler keeps only the building blocks a page
// uses (the sanitiser's DOMPurify stays out of pages without it).
export default defineConfig(moduleBuild())
