// The public API reports of the published packages: api-extractor reads the `.d.ts` that tsup built
// into each package's dist/ for every entry of its published exports map, and writes what a consumer
// can import, with its types, to packages/<pkg>/api/<entry>.api.md. The reports are checked in, so a
// change to a public surface shows in review as a diff of its report. Nothing here builds: run
// `node scripts/run.mjs build` first.
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'
import { createTwoFilesPatch } from 'diff'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The command that rewrites every report; failure messages name it. */
export const REGENERATE_COMMAND = 'node scripts/run.mjs build && npm run api-report'

/**
 * @typedef {object} ApiEntry One entry point of a published package.
 * @property {string} packageName e.g. `@idx/api-client`
 * @property {string} subpath the key in the exports map, e.g. `.` or `./react`
 * @property {string} packageDir absolute folder of the package
 * @property {string} declarationFile absolute path of the entry's built `.d.ts`
 * @property {string} reportFile absolute path of the checked-in report
 */

/**
 * Every entry of every published package (not `"private": true`) under `packages/`, in a stable
 * order: the entries are read from the published exports map (`publishConfig.exports`, else
 * `exports`), each with a `types` condition; `.` reports to `api/index.api.md`, `./react` to
 * `api/react.api.md`.
 *
 * @param {string} [root] the workspace root
 * @returns {ApiEntry[]}
 */
export function publishedEntries(root = workspaceRoot) {
  const base = join(root, 'packages')
  return readdirSync(base)
    .sort()
    .map((folder) => join(base, folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .flatMap((packageDir) => {
      const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
      if (manifest.private === true) return []
      const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {}
      return Object.entries(exportsMap)
        .filter(([, target]) => typeof target === 'object' && target !== null && typeof target.types === 'string')
        .map(([subpath, target]) => ({
          packageName: manifest.name,
          subpath,
          packageDir,
          declarationFile: join(packageDir, target.types),
          reportFile: join(
            packageDir,
            'api',
            `${subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-')}.api.md`,
          ),
        }))
    })
}

/** A report's name as the messages print it: `@idx/api-client/react`. */
export function entryName(entry) {
  return entry.subpath === '.' ? entry.packageName : `${entry.packageName}${entry.subpath.slice(1)}`
}

/**
 * The report of one entry, generated from its built `.d.ts`. Throws, naming the build command, when
 * the entry is not built, and when api-extractor or the compiler report an error.
 *
 * @param {ApiEntry} entry
 * @returns {string} the report's markdown
 */
export function generateReport(entry) {
  if (!existsSync(entry.declarationFile)) {
    throw new Error(
      `${entryName(entry)}: ${relative(workspaceRoot, entry.declarationFile)} is missing; build the packages first (node scripts/run.mjs build).`,
    )
  }
  const out = mkdtempSync(join(tmpdir(), 'idx-api-report-'))
  try {
    const config = ExtractorConfig.prepare({
      configObject: extractorConfig(entry, out),
      configObjectFullPath: join(entry.packageDir, 'api-extractor.json'),
      packageJsonFullPath: join(entry.packageDir, 'package.json'),
    })
    /** @type {string[]} */
    const problems = []
    const result = Extractor.invoke(config, {
      localBuild: true,
      messageCallback(message) {
        // Errors fail the run; everything else that is not written into the report stays quiet.
        if (message.logLevel === 'error') problems.push(message.formatMessageWithLocation(entry.packageDir))
        message.handled = true
      },
    })
    if (!result.succeeded || problems.length > 0) {
      throw new Error(`${entryName(entry)}: api-extractor failed:\n${problems.join('\n')}`)
    }
    return normalizeReport(readFileSync(join(out, 'report.api.md'), 'utf8'))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/**
 * The report as it is checked in: a warning's location keeps its file but not its line and column,
 * so an edited doc comment that moves the lines of dist/ below it leaves the report alone, and any
 * path under the workspace is made relative, so the report is the same on every machine.
 *
 * @example normalizeReport('// dist/react/index.d.ts:236:5 - (ae-forgotten-export) …') // '// dist/react/index.d.ts - (ae-forgotten-export) …'
 * @param {string} report
 */
export function normalizeReport(report) {
  return report.replaceAll(`${workspaceRoot}/`, '').replace(/^(\/\/ \S+\.ts):\d+:\d+ - /gm, '$1 - ')
}

/**
 * api-extractor's settings for one entry, in place of an api-extractor.json per package.
 *
 * - overrideTsconfig: the workspace's compiler options, but only the entry file (not src/) and no
 *   `idx-source` condition, so imports resolve to built `.d.ts` as a consumer's do.
 * - apiReport: written to a scratch folder; the caller decides where the text goes.
 * - docModel, dtsRollup, tsdocMetadata: off, the report is all we want.
 * - ae-missing-release-tag: off; we tag no @public or @beta, every export of an entry is public.
 * - ae-wrong-input-file-type: off; raised inside dependencies that ship `.ts` sources or odd
 *   `types` (react-final-form, @reduxjs/toolkit), never for our surface.
 * - other ae-* messages: written into the report (e.g. ae-forgotten-export, a type the surface uses
 *   but no entry exports), so review sees them.
 * - tsdoc messages: off; doc-comment syntax is not the surface.
 *
 * @param {ApiEntry} entry
 * @param {string} out scratch folder for the report
 */
function extractorConfig(entry, out) {
  return {
    projectFolder: entry.packageDir,
    mainEntryPointFilePath: entry.declarationFile,
    compiler: {
      overrideTsconfig: {
        extends: join(workspaceRoot, 'tsconfig.base.json'),
        compilerOptions: { customConditions: [], declarationMap: false, sourceMap: false },
        files: [entry.declarationFile],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: 'report',
      reportFolder: out,
      reportTempFolder: out,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: 'error' } },
      extractorMessageReporting: {
        default: { logLevel: 'warning', addToApiReportFile: true },
        'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
        'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        'ae-wrong-input-file-type': { logLevel: 'none', addToApiReportFile: false },
      },
      tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
    },
  }
}

/**
 * @typedef {object} ReportResult
 * @property {ApiEntry} entry
 * @property {string} generated the report from the current dist/
 * @property {string | null} checkedIn the report on disk, null when there is none
 */

/**
 * Generates the report of every entry and reads the checked-in one beside it.
 *
 * @param {ApiEntry[]} [entries]
 * @returns {ReportResult[]}
 */
export function compareReports(entries = publishedEntries()) {
  return entries.map((entry) => ({
    entry,
    generated: generateReport(entry),
    checkedIn: existsSync(entry.reportFile) ? readFileSync(entry.reportFile, 'utf8') : null,
  }))
}

/**
 * What `--check` prints for a report that is out of date: the package, the file, and a unified diff
 * from the checked-in report to the one the current build gives.
 *
 * @param {ReportResult} result
 * @returns {string}
 */
export function describeOutdated(result) {
  const file = relative(workspaceRoot, result.entry.reportFile)
  const heading =
    result.checkedIn === null
      ? `${entryName(result.entry)}: ${file} is missing.`
      : `${entryName(result.entry)}: its public API changed; ${file} is out of date.`
  const patch = createTwoFilesPatch(
    `a/${file}`,
    `b/${file}`,
    result.checkedIn ?? '',
    result.generated,
    'checked in',
    'from dist/',
  )
  return `${heading}\n${patch}`
}
