#!/usr/bin/env node
// Runs every suite of the workspace and closes with one line for the whole run:
// "N passed, N failed", summed over the build, each package's type-check and lint, and every
// vitest project (unit, integration, end-to-end, stories in Chromium, publishability).
// Extra arguments go to vitest, e.g. `npm test -- --project domain`.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const results = [] // { suite, passed, failed }

function step(title) {
  console.log(`\n[idx] ${title}`)
}

// The workspace's own binaries (pnpm included: turbo looks for it) come first on PATH.
const baseEnv = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } })
  return r.status ?? 1
}

/** turbo writes a run summary; each task in it is one check that passed or failed. */
function turboTasks(tasks) {
  const runsDir = join(root, '.turbo', 'runs')
  rmSync(runsDir, { recursive: true, force: true })
  const code = run(bin('turbo'), ['run', ...tasks, '--continue', '--summarize', '--output-logs=errors-only'])
  const files = existsSync(runsDir) ? readdirSync(runsDir).filter((f) => f.endsWith('.json')) : []
  if (files.length === 0) return { passed: 0, failed: 1, code }
  const newest = files.map((f) => join(runsDir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  const summary = JSON.parse(readFileSync(newest, 'utf8'))
  let passed = 0
  let failed = 0
  for (const task of summary.tasks ?? []) {
    // Only the tasks asked for count; the builds they depend on were counted in their own step.
    if (task.command === '<NONEXISTENT>' || !tasks.includes(task.task)) continue
    const exit = task.execution?.exitCode
    if (exit === 0) passed++
    else {
      failed++
      console.log(`[idx]   failed: ${task.taskId}`)
    }
  }
  if (code !== 0 && failed === 0) failed = 1
  return { passed, failed, code }
}

/** Whether the PostgreSQL the API suite runs against answers a query (CI: the machine's server). */
async function postgresAnswers(url) {
  try {
    const pg = createRequire(join(root, 'apps', 'api', 'package.json'))('pg')
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
    await client.connect()
    await client.query('select 1')
    await client.end()
    return true
  } catch (err) {
    console.log(`[idx] PostgreSQL at ${url} did not answer: ${err.message}`)
    return false
  }
}

const vitestArgs = process.argv.slice(2)
const focused = vitestArgs.length > 0

step('build every package and app')
const build = turboTasks(['build'])
results.push({ suite: 'build', ...build })

if (build.failed === 0) {
  if (!focused) {
    step('type-check and lint every package and app')
    results.push({ suite: 'typecheck+lint', ...turboTasks(['typecheck', 'lint']) })
    step('formatting (prettier --check)')
    const formatted = run(bin('prettier'), ['--check', '--log-level=warn', '.']) === 0
    results.push({ suite: 'format', passed: formatted ? 1 : 0, failed: formatted ? 0 : 1 })
  }

  step('vitest: unit, integration, end-to-end, stories in Chromium, publishability')
  const outDir = join(root, 'test-results')
  mkdirSync(outDir, { recursive: true })
  const report = join(outDir, 'vitest.json')
  rmSync(report, { force: true })
  const postgresUrl = process.env.IDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const withPostgres = await postgresAnswers(postgresUrl)
  console.log(
    withPostgres
      ? `[idx] PostgreSQL answers at ${postgresUrl}: the API suite runs on PGlite and on PostgreSQL`
      : '[idx] SKIPPED: the PostgreSQL suite (no PostgreSQL answered); the API suite runs on PGlite only',
  )
  const code = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs],
    { IDX_POSTGRES_SUITE: withPostgres ? '1' : '0', IDX_TEST_POSTGRES_URL: postgresUrl },
  )
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    // A file that fails to load has no tests in it: count it as a failure, not as nothing.
    const brokenFiles = (json.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
    ).length
    const failed = json.numFailedTests + brokenFiles
    results.push({ suite: 'vitest', passed: json.numPassedTests, failed: code !== 0 && failed === 0 ? 1 : failed })
  } else {
    results.push({ suite: 'vitest', passed: 0, failed: 1 })
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log('\n[idx] ' + results.map((r) => `${r.suite}: ${r.passed} passed, ${r.failed} failed`).join('; '))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
