#!/usr/bin/env node
// Runs every suite of the workspace and closes with one line for the whole run:
// "N passed, N failed", summed over the build, each package's type-check and lint, and every
// vitest project (unit, integration, end-to-end, stories in Chromium, publishability).
// Extra arguments go to vitest, e.g. `npm test -- --project domain`.
import { spawn, spawnSync } from 'node:child_process'
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
function turboTasks(tasks, options = []) {
  const runsDir = join(root, '.turbo', 'runs')
  rmSync(runsDir, { recursive: true, force: true })
  const code = run(bin('turbo'), [
    'run',
    ...tasks,
    ...options,
    '--continue',
    '--summarize',
    '--output-logs=errors-only',
  ])
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

// The scripts that make the databases a run starts from (each cached by its code's hash).
const DATABASE_SCRIPTS = ['tooling/e2e/prepare-template.ts', 'apps/api/test/helpers/prepare-database-templates.ts']

/**
 * The test databases made in processes of their own while the other checks run: the end-to-end
 * template is the built server's first start, most of a minute of one core, which the type-check
 * and lint leave free. Resolves to the number of scripts that failed.
 */
function prepareTestDatabases() {
  const runs = DATABASE_SCRIPTS.map((script) => {
    const child = spawn(process.execPath, ['--conditions=idx-source', '--import', 'tsx', script], {
      cwd: root,
      stdio: 'inherit',
      env: { ...baseEnv, IDX_ARGON2_COST: 'test' },
    })
    return new Promise((resolve) => child.once('exit', (code) => resolve(code === 0 ? 0 : 1)))
  })
  return Promise.all(runs).then((failures) => failures.reduce((a, b) => a + b, 0))
}

/** The ten test files that took longest, from vitest's JSON report: what the next feature's files cost. */
function printSlowestFiles(json) {
  const files = (json.testResults ?? [])
    .map((file) => ({ name: file.name.replace(`${root}/`, ''), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  if (files.length === 0) return
  console.log('\n[idx] the ten slowest test files:')
  for (const file of files) console.log(`[idx]   ${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`)
}

const vitestArgs = process.argv.slice(2)
const focused = vitestArgs.length > 0
const started = Date.now()
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`

// The API server first: the test databases start from its build. Nothing else on the test path
// needs a package's dist/ (tests, Vite and tsc read the packages' sources: tooling/source-conditions.ts);
// the packages' own builds are for the publish checks.
step('build the API server')
const apiBuild = turboTasks(['build'], ['--filter=@idx-app/api'])
results.push({ suite: 'build (api)', ...apiBuild })

if (apiBuild.failed === 0) {
  const databases = prepareTestDatabases()
  step(`build the apps and packages${focused ? '' : ', type-check and lint'} (${elapsed()})`)
  results.push({
    suite: focused ? 'build' : 'build+typecheck+lint',
    // One type-check per side (tsconfig.check-node.json, tsconfig.check-web.json) and one ESLint
    // run: each file is checked once, not again by every package and app built on it.
    ...turboTasks(focused ? ['build'] : ['build', 'typecheck:node', 'typecheck:web', 'lint:all'], ['--concurrency=2']),
  })
  if (!focused) {
    step(`formatting (prettier --check) (${elapsed()})`)
    const formatted = run(bin('prettier'), ['--check', '--log-level=warn', '.']) === 0
    results.push({ suite: 'format', passed: formatted ? 1 : 0, failed: formatted ? 0 : 1 })
  }
  step(`test databases (${elapsed()})`)
  const prepared = (await databases) === 0
  results.push({ suite: 'test databases', passed: prepared ? 1 : 0, failed: prepared ? 0 : 1 })

  step(`vitest: unit, integration, end-to-end, stories in Chromium, publishability (${elapsed()})`)
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
    printSlowestFiles(json)
  } else {
    results.push({ suite: 'vitest', passed: 0, failed: 1 })
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`\n[idx] ${elapsed()} in all`)
console.log('[idx] ' + results.map((r) => `${r.suite}: ${r.passed} passed, ${r.failed} failed`).join('; '))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
