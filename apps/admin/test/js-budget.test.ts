// The admin app's JavaScript, from the build: a budget of its own (js-budget.json), apart from
// the visitor's site, which never loads it (apps/idx/test/js-budget.test.ts).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { budgetTable, measureRoutes, overBudgetMessage } from '../../../tooling/js-budget/budget.js'

const reports = measureRoutes(join(dirname(fileURLToPath(import.meta.url)), '..'))

describe("the admin app's JavaScript budget", () => {
  it.each(reports.map((report) => [report.route, report] as const))('%s stays within its limit', (_, report) => {
    console.log(budgetTable([report]))
    expect(report.totalBytes, overBudgetMessage(report)).toBeLessThanOrEqual(report.limitBytes)
  })
})
