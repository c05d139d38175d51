import { parseArgs } from 'node:util'
import type { OpenDatabase } from '../db/database.js'
import { OperatorError } from '../operator/index.js'
import type { CliCommand, CliIo, CliValues } from './cli-command.js'
import { openCliDatabase } from './cli-database.js'
import { IMPORT_NOT_AVAILABLE, loadImportCommand } from './import-command.js'
import { OPERATOR_COMMANDS } from './operator-commands.js'

/** Exit codes: 0 done, 1 the command failed (nothing changed), 2 the command line is wrong (nothing changed). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const

export interface CliDependencies {
  /** Opens and migrates the database; the default reads the server's environment. */
  openDatabase?: (env: NodeJS.ProcessEnv) => Promise<OpenDatabase>
}

const IMPORT_SUMMARY =
  'import a RESO feed (idx import <feed> --files <folder> | --url <base URL>; see idx import --help)'

/**
 * Runs one `idx` command line (the arguments after `idx`) and answers its exit code. Messages for
 * people go to `io.err`, results to `io.out` (one JSON object with `--json`).
 *
 * @example
 * await runCli(['status', '--site', '1', '--json'], { out: console.log, err: console.error }, process.env) // 0
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  deps: CliDependencies = {},
): Promise<number> {
  const open = deps.openDatabase ?? openCliDatabase
  const [name, ...args] = argv
  if (name === undefined) {
    io.err(`${overallHelp()}\n`)
    return EXIT.usage
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(`${overallHelp()}\n`)
    return EXIT.ok
  }
  if (name === 'import') return runImport(args, io, env, open)
  const command = OPERATOR_COMMANDS.find((c) => c.name === name)
  if (!command) {
    io.err(`idx: unknown command "${name}". Run idx --help for the list.\n`)
    return EXIT.usage
  }
  return runOperatorCommand(command, args, io, env, open)
}

async function runOperatorCommand(
  command: CliCommand,
  args: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  open: (env: NodeJS.ProcessEnv) => Promise<OpenDatabase>,
): Promise<number> {
  let values: CliValues
  try {
    const parsed = parseArgs({
      args: withNegativeNumbers(args, command),
      strict: true,
      allowPositionals: false,
      tokens: true,
      options: {
        ...Object.fromEntries(
          Object.entries(command.options).map(([key, option]) => [
            key,
            { type: option.type, multiple: option.multiple ?? false },
          ]),
        ),
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    // parseArgs keeps the last of a repeated option: `--domain a --domain b` would quietly be b.
    const repeated = repeatedOption(parsed.tokens, command)
    if (repeated) throw new Error(`--${repeated} is given more than once; give it once`)
    values = parsed.values
  } catch (error) {
    io.err(`idx ${command.name}: ${(error as Error).message}\nRun idx ${command.name} --help for its options.\n`)
    return EXIT.usage
  }
  if (values.help) {
    io.out(`${commandHelp(command)}\n`)
    return EXIT.ok
  }
  const missing = Object.entries(command.options).find(([key, option]) => option.required && values[key] === undefined)
  if (missing) {
    io.err(`idx ${command.name}: --${missing[0]} is required\nRun idx ${command.name} --help for its options.\n`)
    return EXIT.usage
  }
  let database: OpenDatabase
  try {
    database = await open(env)
  } catch (error) {
    io.err(`idx ${command.name}: could not open the database: ${(error as Error).message}\n`)
    return EXIT.failure
  }
  try {
    const result = await command.run(values, database.db)
    io.out(values.json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.text}\n`)
    return EXIT.ok
  } catch (error) {
    if (error instanceof OperatorError) {
      io.err(`idx ${command.name}: ${error.message}\n`)
      return error.kind === 'usage' ? EXIT.usage : EXIT.failure
    }
    io.err(`idx ${command.name} failed, nothing was changed: ${(error as Error).message}\n`)
    return EXIT.failure
  } finally {
    await database.close().catch(() => undefined)
  }
}

/** The first option given twice that takes one value (repeatable ones, such as --uri, may repeat). */
function repeatedOption(tokens: readonly { kind: string; name?: string }[], command: CliCommand): string | null {
  const seen = new Set<string>()
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined) continue
    if (command.options[token.name]?.multiple) continue
    if (seen.has(token.name)) return token.name
    seen.add(token.name)
  }
  return null
}

/**
 * `--lng -97.74` as `--lng=-97.74`: parseArgs reads a value starting with a dash as a missing
 * value, and western longitudes and southern latitudes are negative.
 */
function withNegativeNumbers(args: readonly string[], command: CliCommand): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const next = args[i + 1]
    const option = arg.startsWith('--') ? command.options[arg.slice(2)] : undefined
    if (option?.type === 'string' && next !== undefined && /^-\d|^-\.\d/.test(next)) {
      joined.push(`${arg}=${next}`)
      i++
    } else joined.push(arg)
  }
  return joined
}

/** `idx import …`: the RESO importer's own command line, when this build has the importer. */
async function runImport(
  args: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  open: (env: NodeJS.ProcessEnv) => Promise<OpenDatabase>,
): Promise<number> {
  const module = await loadImportCommand()
  if (!module) {
    io.err(`idx import: ${IMPORT_NOT_AVAILABLE}\n`)
    return EXIT.failure
  }
  let database: OpenDatabase
  try {
    database = await open(env)
  } catch (error) {
    io.err(`idx import: could not open the database: ${(error as Error).message}\n`)
    return EXIT.failure
  }
  try {
    return await module.runImportCommand(args, io, database.db)
  } finally {
    await database.close().catch(() => undefined)
  }
}

function overallHelp(): string {
  const width = Math.max(...OPERATOR_COMMANDS.map((c) => c.name.length), 'import'.length) + 2
  return [
    "idx: set up and check idx sites (the database is the server's: DATABASE_URL, else IDX_DATA_DIR)",
    '',
    'Usage: npm run idx -- <command> [options]      (or: node apps/api/dist/cli.js <command> …)',
    '',
    'Commands:',
    ...OPERATOR_COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${'import'.padEnd(width)}${IMPORT_SUMMARY}`,
    '',
    'Every command takes --help, and --json to print its result as one JSON object.',
    'Exit codes: 0 done, 1 failed, 2 bad command line; on 1 and 2 nothing was changed.',
  ].join('\n')
}

function commandHelp(command: CliCommand): string {
  const entries = Object.entries(command.options).map(([key, option]) => [
    `--${key}${option.value ? ` ${option.value}` : ''}`,
    `${option.description}${option.required ? ' (required)' : ''}${option.multiple ? ' (repeatable)' : ''}`,
  ])
  entries.push(['--json', 'print the result as one JSON object'], ['--help', 'show this help'])
  const width = Math.max(...entries.map(([flag]) => flag!.length)) + 2
  return [
    `idx ${command.name}: ${command.summary}`,
    '',
    `Usage: npm run idx -- ${command.name} ${command.synopsis} [--json]`,
    '',
    'Options:',
    ...entries.map(([flag, description]) => `  ${flag!.padEnd(width)}${description}`),
  ].join('\n')
}
