// Each published package's public surface, as api-extractor reads it from the built `.d.ts`, must
// equal the report checked in under packages/<pkg>/api/: a change to what a consumer can import
// then shows in review as a diff of that report (tooling/api-report, README "Public API reports").
import { tmpdir } from 'node:os'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  compareReports,
  entryName,
  normalizeReport,
  publishedEntries,
  REGENERATE_COMMAND,
  workspaceRoot,
} from '../api-report/api-report.mjs'
import { publishablePackages } from './packages.js'

const entries = publishedEntries()

it('has a report for every published package and every entry of its exports map', () => {
  expect([...new Set(entries.map((e) => e.packageName))].sort()).toEqual(
    publishablePackages()
      .map((p) => p.name)
      .sort(),
  )
  expect(entries.map((e) => relative(workspaceRoot, e.reportFile))).toContain('packages/api-client/api/react.api.md')
  expect(entries.map((e) => relative(workspaceRoot, e.reportFile))).toContain('packages/domain/api/demo.api.md')
})

describe.each(entries.map((entry) => ({ name: entryName(entry), entry })))('$name', ({ entry }) => {
  it('has a checked-in API report equal to the one its current build gives', () => {
    const [{ generated, checkedIn }] = compareReports([entry])
    const file = relative(workspaceRoot, entry.reportFile)
    expect(
      checkedIn,
      `${entryName(entry)}: its public API differs from ${file}. If the change is meant, run \`${REGENERATE_COMMAND}\` and commit the report.`,
    ).toBe(generated)
    expect(generated).not.toContain(workspaceRoot)
    expect(generated).not.toContain(tmpdir())
  })
})

it('gives the same report twice from the same build', () => {
  const ui = entries.filter((e) => e.packageName === '@idx/ui')
  expect(compareReports(ui)[0]!.generated).toBe(compareReports(ui)[0]!.generated)
})

describe('normalizeReport', () => {
  it('drops the line and column of a warning, so moving lines in dist/ leaves the report alone', () => {
    expect(normalizeReport('// dist/react/index.d.ts:236:5 - (ae-forgotten-export) The symbol "X"\n')).toBe(
      '// dist/react/index.d.ts - (ae-forgotten-export) The symbol "X"\n',
    )
  })

  it('makes a path under the workspace relative', () => {
    expect(normalizeReport(`// ${workspaceRoot}/node_modules/x/index.d.ts - (ae-x) y`)).toBe(
      '// node_modules/x/index.d.ts - (ae-x) y',
    )
  })

  it('leaves declarations alone', () => {
    const line = 'export function f(range: `${number}:${number}`): void;\n'
    expect(normalizeReport(line)).toBe(line)
  })
})
