// Makes the API tests' PGlite templates (./database-templates.ts) before vitest starts, so that
// scripts/test-all.mjs can make them while the type-check and lint run; vitest's global setup then
// finds them cached. Run: node --conditions=idx-source --import tsx <this file>
import { pgliteTemplates } from './database-templates.js'

const started = Date.now()
await pgliteTemplates()
console.log(`[idx] API test templates ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
process.exit(0)
