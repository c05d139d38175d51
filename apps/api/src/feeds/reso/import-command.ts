import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { refreshAfterImport } from '../../markets/index.js'
import type { ImportReport } from './feed-import.repository.js'
import { FeedBusyError } from '../schedule/feed-run-lock.js'
import { DEFAULT_MAX_WITHDRAW_SHARE, importResoFeed, ImportRunError, ImportSetupError } from './import-reso-feed.js'
import { resoFilesSource } from './reso-files-source.js'
import type { ResoSource } from './reso-source.js'
import { resoWebApiSource } from './reso-web-api-source.js'

/** Where `idx import` writes: the report on `out`, progress and problems on `err`. */
export interface CommandIo {
  out(text: string): void
  err(text: string): void
  /**
   * Whether `err` is a terminal: progress then rewrites one line (`\r`); otherwise (a log file,
   * a pipe, a service's journal) each progress line ends with a newline. Default: process.stderr's.
   */
  errIsTerminal?: boolean
}

export const IMPORT_USAGE = `Usage: idx import <feed> --files <folder> [--full [--force] [--max-withdraw <percent>]] [--json]
       idx import <feed> --url <RESO Web API base URL> --token-url <url> --client-id <id> --client-secret <secret>
                  [--rate <requests per second>] [--timeout <seconds>] [--full [--force] [--max-withdraw <percent>]] [--json]

Imports a RESO Data Dictionary 2.x feed (Property, Member, Office, OpenHouse, Media) into the
listings of the feed whose data_source_name is <feed> (actris in the demo). Incremental: a run
starts after the last record the previous runs committed.

  --files <folder>        JSON files of RESO Web API pages ({"value": [...]}), read in name order
  --url <base>            a RESO Web API server (OData); Property is <base>/Property
  --token-url <url>       OAuth2 token endpoint (client credentials); or IDX_RESO_TOKEN_URL
  --client-id <id>        or IDX_RESO_CLIENT_ID
  --client-secret <s>     or IDX_RESO_CLIENT_SECRET
  --rate <n>              requests a second at most (default 2)
  --timeout <seconds>     longest wait for one answer of the MLS (default 60); a hung server
                          fails the run with a message naming its host
  --full                  read everything and withdraw listings the feed no longer lists; a run
                          that read nothing, or would withdraw more than --max-withdraw of the
                          feed's listings, withdraws none and fails
  --max-withdraw <pct>    the share a full run may withdraw, 0 to 100 (default ${DEFAULT_MAX_WITHDRAW_SHARE * 100})
  --force                 withdraw however many a full run finds gone (an empty feed included)
  --json                  print the report as one JSON object, a failed run's too (with "error"):
                          { status, read, inserted, updated, unchanged, withdrawn, unlisted,
                            rejected: [{ key, reason }], skipped: [{ key, reason }] }
                          read = inserted + updated + unchanged + (withdrawn - unlisted)
                                 + rejected + skipped
  --help                  this text

One run of a feed at a time: while the feed is being imported (by the server's schedule, see
idx update-feed --every, or by another idx import) the command refuses, naming when that run
started. Progress goes to stderr. Exit status: 0 done, 1 the import failed, was interrupted or
the feed is busy, 2 bad input.`

/** Bad command-line input: reported with the usage hint, exit status 2, nothing changed. */
class UsageError extends Error {}

/**
 * `idx import`: parses `args` (the words after `import`), runs the import against `db` and
 * returns the exit status. Ctrl+C (SIGINT) or SIGTERM stops it after the page being written;
 * the next run resumes there.
 *
 * @example
 * const status = await runImportCommand(['actris', '--files', './export', '--json'], { out: console.log, err: console.error }, db)
 */
export async function runImportCommand(args: string[], io: CommandIo, db: Kysely<Database>): Promise<number> {
  let parsed: ParsedImport
  try {
    parsed = await parseImportArgs(args)
  } catch (error) {
    io.err(`idx import: ${(error as Error).message}\nRun "idx import --help" for usage.\n`)
    return 2
  }
  if (parsed === 'help') {
    io.out(`${IMPORT_USAGE}\n`)
    return 0
  }
  let source: ResoSource
  try {
    source =
      parsed.source.kind === 'files' ? await resoFilesSource(parsed.source.folder) : resoWebApiSource(parsed.source)
  } catch (error) {
    io.err(`idx import: ${(error as Error).message}\n`)
    return 2
  }
  const controller = new AbortController()
  const stop = (signal: string) => {
    io.err(`${progress.end()}idx import: ${signal}: stopping after the page being written\n`)
    controller.abort(new Error(`interrupted by ${signal}`))
  }
  const onSigint = () => stop('SIGINT')
  const onSigterm = () => stop('SIGTERM')
  const progress = progressWriter(io)
  process.once('SIGINT', onSigint)
  process.once('SIGTERM', onSigterm)
  try {
    const outcome = await importResoFeed(db, {
      feed: parsed.feed,
      source,
      full: parsed.full,
      force: parsed.force,
      maxWithdrawShare: parsed.maxWithdrawShare,
      signal: controller.signal,
      onProgress: (line) => progress.line(line),
    })
    const close = progress.end()
    if (close) io.err(close)
    await refreshAfterImport(db, parsed.feed, outcome.report, (line) => io.err(`${line}\n`))
    io.out(
      `${parsed.json ? JSON.stringify({ status: outcome.status, ...outcome.report }) : reportText(parsed.feed, outcome.status, outcome.report)}\n`,
    )
    return outcome.status === 'succeeded' ? 0 : 1
  } catch (error) {
    const message = (error as Error).message
    io.err(`${progress.end()}idx import: ${message}\n`)
    // A run that failed part-way still reports what it committed (and why it stopped).
    if (error instanceof ImportRunError) {
      io.out(
        `${parsed.json ? JSON.stringify({ status: 'failed', ...error.report, error: message }) : reportText(parsed.feed, 'failed', error.report)}\n`,
      )
    } else if (parsed.json && !(error instanceof ImportSetupError)) {
      io.out(`${JSON.stringify({ status: error instanceof FeedBusyError ? 'busy' : 'failed', error: message })}\n`)
    }
    return error instanceof ImportSetupError ? 2 : 1
  } finally {
    process.off('SIGINT', onSigint)
    process.off('SIGTERM', onSigterm)
  }
}

type ParsedImport =
  | 'help'
  | {
      feed: string
      full: boolean
      force: boolean
      maxWithdrawShare: number
      json: boolean
      source:
        | { kind: 'files'; folder: string }
        | {
            kind: 'web-api'
            baseUrl: string
            tokenUrl: string
            clientId: string
            clientSecret: string
            requestsPerSecond: number
            requestTimeoutMs: number
          }
    }

async function parseImportArgs(args: string[]): Promise<ParsedImport> {
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        files: { type: 'string' },
        url: { type: 'string' },
        'token-url': { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        rate: { type: 'string' },
        timeout: { type: 'string' },
        full: { type: 'boolean' },
        force: { type: 'boolean' },
        'max-withdraw': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) return 'help'
  if (positionals.length === 0) throw new UsageError('name the feed to import (its data_source_name, e.g. actris)')
  if (positionals.length > 1) throw new UsageError(`one feed at a time; got ${positionals.join(', ')}`)
  const full = values.full === true
  if (!full && (values.force !== undefined || values['max-withdraw'] !== undefined)) {
    throw new UsageError('--force and --max-withdraw apply to a --full run only')
  }
  const percent =
    values['max-withdraw'] === undefined ? DEFAULT_MAX_WITHDRAW_SHARE * 100 : Number(values['max-withdraw'])
  if (!(percent >= 0 && percent <= 100) || String(values['max-withdraw'] ?? '0').trim() === '') {
    throw new UsageError(`--max-withdraw must be a percentage from 0 to 100, got "${String(values['max-withdraw'])}"`)
  }
  const common = {
    feed: positionals[0]!,
    full,
    force: values.force === true,
    maxWithdrawShare: percent / 100,
    json: values.json === true,
  }
  const files = values.files as string | undefined
  const url = values.url as string | undefined
  if ((files === undefined) === (url === undefined))
    throw new UsageError('give either --files <folder> or --url <base URL>')
  if (files !== undefined) {
    const info = await stat(files).catch(() => null)
    if (!info?.isDirectory()) throw new UsageError(`--files ${files} is not a folder`)
    return { ...common, source: { kind: 'files', folder: files } }
  }
  const setting = (flag: string, env: string): string => {
    const value = (values[flag] as string | undefined) ?? process.env[env]
    if (!value) throw new UsageError(`--url needs --${flag} (or the environment variable ${env})`)
    return value
  }
  const tokenUrl = setting('token-url', 'IDX_RESO_TOKEN_URL')
  for (const [flag, value] of [
    ['url', url!],
    ['token-url', tokenUrl],
  ] as const) {
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      throw new UsageError(`--${flag} must be an http(s) URL, got "${value}"`)
    }
  }
  const rate = values.rate === undefined ? 2 : Number(values.rate)
  if (!(rate > 0)) throw new UsageError(`--rate must be a number above 0, got "${String(values.rate)}"`)
  const timeout = values.timeout === undefined ? 60 : Number(values.timeout)
  if (!(timeout >= 1 && timeout <= 3600) || String(values.timeout ?? '60').trim() === '')
    throw new UsageError(`--timeout must be a number of seconds from 1 to 3600, got "${String(values.timeout)}"`)
  return {
    ...common,
    source: {
      kind: 'web-api',
      baseUrl: url!,
      tokenUrl,
      clientId: setting('client-id', 'IDX_RESO_CLIENT_ID'),
      clientSecret: setting('client-secret', 'IDX_RESO_CLIENT_SECRET'),
      requestsPerSecond: rate,
      requestTimeoutMs: timeout * 1000,
    },
  }
}

function reportText(feed: string, status: string, report: ImportReport): string {
  const lines = [
    `${feed}: import ${status}`,
    `  read      ${report.read}`,
    `  inserted  ${report.inserted}`,
    `  updated   ${report.updated}`,
    `  unchanged ${report.unchanged}`,
    `  withdrawn ${report.withdrawn}${report.unlisted ? ` (${report.unlisted} no longer listed by the feed)` : ''}`,
    `  rejected  ${report.rejected.length}`,
    ...report.rejected.map((r) => `    ${r.key ?? '(no key)'}: ${r.reason}`),
    `  skipped   ${report.skipped.length}`,
    ...report.skipped.map((r) => `    ${r.key ?? '(no key)'}: ${r.reason}`),
  ]
  return lines.join('\n')
}

/**
 * Progress on a terminal rewrites one line; anywhere else (a log) it is one line per page, so a
 * log file reads line by line instead of one long line of carriage returns. `end()` answers what
 * closes the rewritten line ('' when nothing is open).
 */
function progressWriter(io: CommandIo): { line(text: string): void; end(): string } {
  const terminal = io.errIsTerminal ?? process.stderr.isTTY === true
  let open = false
  return {
    line(text) {
      if (terminal) {
        io.err(`\r\x1b[K${text}`)
        open = true
      } else io.err(`${text}\n`)
    },
    end() {
      const close = open ? '\n' : ''
      open = false
      return close
    },
  }
}
