#!/usr/bin/env node
// `npm run api-report`: rewrites packages/<pkg>/api/<entry>.api.md from each published package's
// built `.d.ts`. `npm run api-report -- --check` writes nothing and exits 1, printing a diff per
// package, when a report differs from what the current build gives. Build first:
// `node scripts/run.mjs build`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { compareReports, describeOutdated, entryName, REGENERATE_COMMAND, workspaceRoot } from './api-report.mjs'

const args = process.argv.slice(2)
const unknown = args.filter((a) => a !== '--check')
if (unknown.length > 0) {
  console.error(`api-report: unknown argument ${unknown.join(' ')}; usage: node tooling/api-report/run.mjs [--check]`)
  process.exit(2)
}
const check = args.includes('--check')

let results
try {
  results = compareReports()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const outdated = results.filter((r) => r.generated !== r.checkedIn)

if (check) {
  for (const result of outdated) console.error(describeOutdated(result))
  if (outdated.length > 0) {
    console.error(
      `api-report: ${outdated.length} of ${results.length} reports are out of date (${outdated
        .map((r) => entryName(r.entry))
        .join(', ')}). If the change is meant, run \`${REGENERATE_COMMAND}\` and commit the reports.`,
    )
    process.exit(1)
  }
  console.log(`api-report: all ${results.length} reports are up to date.`)
} else {
  for (const { entry, generated } of outdated) {
    mkdirSync(dirname(entry.reportFile), { recursive: true })
    writeFileSync(entry.reportFile, generated)
    console.log(`api-report: wrote ${relative(workspaceRoot, entry.reportFile)}`)
  }
  console.log(`api-report: ${outdated.length} of ${results.length} reports updated.`)
}
