// `npm run js-budget` prints each app's JavaScript per route beside its limit and target (after
// `npm run build`); `npm run js-budget -- --record` also writes today's chunk sizes into each
// app's js-budget.json, the baseline that a route over its limit names the grown chunks against.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgetTable, measureFiles, measureRoutes, recordChunks } from './budget.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
for (const app of ['apps/idx', 'apps/admin']) {
  const dir = join(root, app)
  if (process.argv.includes('--record')) await recordChunks(dir)
  const files = measureFiles(dir).map(
    (file) =>
      `${file.file.padEnd(24)} ${`${(file.bytes / 1000).toFixed(1)} kB`.padStart(9)} gzipped  limit ${(file.limitBytes / 1000).toFixed(1)} kB\n`,
  )
  console.log(`${app}\n${budgetTable(measureRoutes(dir))}\n${files.join('')}`)
}
