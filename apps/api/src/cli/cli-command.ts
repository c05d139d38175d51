import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** Where a command writes: standard output and standard error, one text at a time. */
export interface CliIo {
  out(text: string): void
  err(text: string): void
}

/** One option of a command, as node:util parseArgs reads it, with its help line. */
export interface CliOption {
  type: 'string' | 'boolean'
  /** May be given several times (each value is kept). */
  multiple?: boolean
  /** Placeholder of the value in the help (`<url>`). */
  value?: string
  description: string
  required?: boolean
}

export type CliValues = Record<string, string | boolean | string[] | undefined>

/** What a command answers: a line or a few for people, and one JSON object for `--json`. */
export interface CliResult {
  text: string
  json: unknown
}

/**
 * An `idx` command. `run` gets the parsed options (required ones are present) and the database;
 * it validates its values before writing and writes in one transaction, throwing OperatorError
 * for what it refuses.
 */
export interface CliCommand {
  name: string
  summary: string
  /** The arguments after the command name, for the usage line (`--site <id> --name <name>`). */
  synopsis: string
  options: Record<string, CliOption>
  run(values: CliValues, db: Kysely<Database>): Promise<CliResult>
}

/** A string option's value (parseArgs gives strings for `type: 'string'`). */
export const text = (values: CliValues, name: string): string | undefined => {
  const value = values[name]
  return typeof value === 'string' ? value : undefined
}

/** A repeatable option's values. */
export const list = (values: CliValues, name: string): string[] => {
  const value = values[name]
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
}

/** `--site` as a site reference: digits are an id, anything else a domain. */
export const siteRef = (values: CliValues): number | string => {
  const value = text(values, 'site') ?? ''
  return /^\d+$/.test(value) ? Number(value) : value
}

/** The `--site` option every site command takes. */
export const SITE_OPTION: CliOption = {
  type: 'string',
  value: '<id|domain>',
  description: 'the site, by its id or its domain',
  required: true,
}
