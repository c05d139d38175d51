import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { gzipSync } from 'node:zlib'
import { readManifest, routeChunks, type RouteChunk } from './route-chunks.js'

// Each app's JavaScript budget per route, kept in its `js-budget.json` beside its package.json:
//   routes:   for each route, the modules it renders (Vite manifest keys), its target (the product's
//             budget) and its limit (what the build may not pass today: the target once it is met,
//             until then the size reached, lowered as the code shrinks, so nothing grows back);
//   recorded: each chunk's size at the last `npm run js-budget -- --record`, to name what grew;
//   files:    scripts built on their own beside the app (apps/idx's /embed.js), each with its limit,
//             gzipped at level 9 (what a brokerage's page is sent, whatever it accepts).
// Sizes are compressed bytes as the server sends them to a browser (brotli where built beside the
// file, else gzip; route-chunks.ts), as the bench in Chromium measures them (1 kB = 1,000 bytes).

export type RouteBudget = { modules: string[]; targetBytes: number; limitBytes: number }
export type FileBudget = { limitBytes: number }
export type BudgetFile = {
  routes: Record<string, RouteBudget>
  recorded: Record<string, number>
  files?: Record<string, FileBudget>
}
/** A script of the build's folder measured against its limit. */
export type FileReport = { file: string; bytes: number; limitBytes: number }

export type GrownChunk = { name: string; bytes: number; recordedBytes: number | null }

export type RouteReport = {
  route: string
  totalBytes: number
  targetBytes: number
  limitBytes: number
  chunks: RouteChunk[]
  /** Chunks bigger than recorded, or new since, biggest growth first. */
  grown: GrownChunk[]
}

export const budgetPath = (appDir: string) => join(appDir, 'js-budget.json')

export function readBudget(appDir: string): BudgetFile {
  return JSON.parse(readFileSync(budgetPath(appDir), 'utf8')) as BudgetFile
}

/** Every route of the app at `appDir` (its build in `dist/`) measured against its budget. */
export function measureRoutes(appDir: string, budget: BudgetFile = readBudget(appDir)): RouteReport[] {
  const dist = join(appDir, 'dist')
  const manifest = readManifest(dist)
  return Object.entries(budget.routes).map(([route, { modules, targetBytes, limitBytes }]) => {
    const chunks = routeChunks(dist, manifest, modules)
    const grown = chunks
      .map((chunk) => ({
        name: chunk.name,
        bytes: chunk.bytes,
        recordedBytes: budget.recorded[chunk.name] ?? null,
      }))
      .filter((chunk) => chunk.recordedBytes === null || chunk.bytes > chunk.recordedBytes)
      .sort((a, b) => b.bytes - (b.recordedBytes ?? 0) - (a.bytes - (a.recordedBytes ?? 0)))
    const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)
    return { route, totalBytes, targetBytes, limitBytes, chunks, grown }
  })
}

/** Every script of the app's `files` budget (its build in `dist/`), gzipped, beside its limit. */
export function measureFiles(appDir: string, budget: BudgetFile = readBudget(appDir)): FileReport[] {
  return Object.entries(budget.files ?? {}).map(([file, { limitBytes }]) => ({
    file,
    bytes: gzipSync(readFileSync(join(appDir, 'dist', file)), { level: 9 }).length,
    limitBytes,
  }))
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** What a route over its limit tells the engineer: the figures and the chunks that grew. */
export function overBudgetMessage(report: RouteReport): string {
  const lines = [
    `${report.route} loads ${kB(report.totalBytes)} of JavaScript before it draws, over its limit of ${kB(report.limitBytes)} (target ${kB(report.targetBytes)}).`,
    'Chunks that grew since js-budget.json was recorded:',
    ...report.grown
      .slice(0, 10)
      .map((chunk) =>
        chunk.recordedBytes === null
          ? `  ${chunk.name}: ${kB(chunk.bytes)} (new)`
          : `  ${chunk.name}: ${kB(chunk.recordedBytes)} -> ${kB(chunk.bytes)} (+${kB(chunk.bytes - chunk.recordedBytes)})`,
      ),
    'Load what the first screen does not use when it is used (a dynamic import), or pay for it elsewhere.',
  ]
  return lines.join('\n')
}

/** What a script over its limit tells the engineer. */
export function fileOverBudgetMessage(report: FileReport): string {
  return `${report.file} is ${kB(report.bytes)} gzipped, over its limit of ${kB(report.limitBytes)}: every page that embeds the site loads it.`
}

/** One line per route: its size beside its limit and target. */
export function budgetTable(reports: readonly RouteReport[]): string {
  return reports
    .map(
      (report) =>
        `${report.route.padEnd(24)} ${kB(report.totalBytes).padStart(9)} in ${String(report.chunks.length).padStart(2)} files  limit ${kB(report.limitBytes)}  target ${kB(report.targetBytes)}${report.totalBytes > report.targetBytes ? '  (target not met)' : ''}`,
    )
    .join('\n')
}

/**
 * Writes today's chunk sizes as the recorded ones (the baseline later growth is named against),
 * formatted as the repository's Prettier settings want (`npm test` checks the format).
 */
export async function recordChunks(appDir: string): Promise<void> {
  const budget = readBudget(appDir)
  const recorded: Record<string, number> = {}
  for (const report of measureRoutes(appDir, budget)) {
    for (const chunk of report.chunks) recorded[chunk.name] = chunk.bytes
  }
  const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)))
  const path = budgetPath(appDir)
  const options = (await resolveConfig(path)) ?? {}
  writeFileSync(path, await format(JSON.stringify({ ...budget, recorded: sorted }), { ...options, filepath: path }))
}
