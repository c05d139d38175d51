// The JavaScript each route of the visitor's site loads before it draws, from the build (not a
// timed test): over its limit in js-budget.json, the test names the chunks that grew. The bench
// (bench/js-before-results.ts) measures the same in Chromium, with what loads on the way.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  budgetTable,
  fileOverBudgetMessage,
  measureFiles,
  measureRoutes,
  overBudgetMessage,
} from '../../../tooling/js-budget/budget.js'

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const reports = measureRoutes(appDir)

describe("the visitor's JavaScript budget", () => {
  it.each(reports.map((report) => [report.route, report] as const))('%s stays within its limit', (_, report) => {
    expect(report.totalBytes, overBudgetMessage(report)).toBeLessThanOrEqual(report.limitBytes)
    // A limit never sits above the size reached by more than a little: lower it as the code shrinks.
    expect(report.limitBytes, `lower ${report.route}'s limit in js-budget.json to today's size`).toBeLessThanOrEqual(
      Math.max(report.targetBytes, report.totalBytes + 5000),
    )
  })

  it('keeps /embed.js, which every embedding page loads, within 6 kB gzipped', () => {
    const files = measureFiles(appDir)
    expect(files.map((file) => [file.file, file.limitBytes])).toEqual([['embed.js', 6000]])
    for (const file of files) expect(file.bytes, fileOverBudgetMessage(file)).toBeLessThanOrEqual(file.limitBytes)
  })

  it('prints every route beside its limit and target', () => {
    const table = budgetTable(reports)
    expect(table.split('\n')).toHaveLength(reports.length)
    console.log(table)
  })

  it("ships none of the admin app's code", () => {
    const assets = join(appDir, 'dist', 'assets')
    const sources = readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources)
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.filter((source) => /\/(apps\/admin|packages\/admin-editor)\//.test(source))).toEqual([])
  })
})
