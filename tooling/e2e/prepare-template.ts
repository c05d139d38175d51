// Seeds the end-to-end template (./seeded-template.ts: the built server's first start) before
// vitest starts, so that scripts/test-all.mjs can make it while the type-check and lint use the
// other core. It is cached by the built API's hash; the idx and admin projects' global setup then
// finds it ready. Run: node --conditions=idx-source --import tsx tooling/e2e/prepare-template.ts
import { seededTemplateDir } from './server.js'

const started = Date.now()
await seededTemplateDir()
console.log(`[idx] end-to-end template ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
// Nothing is left to wait for; exit rather than wait on whatever the libraries keep open.
process.exit(0)
