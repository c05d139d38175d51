import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { dataSourceName, imageUrl, jsonObject, requiredText, wholeNumberIn } from './operator-input.js'

/** A year: an MLS allowing older data than that is a typo, not a rule (as add-feed). */
const MAX_DATA_AGE_LIMIT_HOURS = 8760

const usage = (option: string, problem: string) => new OperatorError('usage', `${option} ${problem}`)

/** What `idx update-feed` may change; undefined leaves a setting as it is. */
export interface FeedUpdate {
  feed: string | undefined
  name?: string | undefined
  disclaimerHtml?: string | undefined
  logoUrl?: string | undefined
  disclaimerSettings?: string | undefined
  maxDataAgeHours?: string | undefined
  /** `15m`, `1h`, … or `off`. */
  every?: string | undefined
  url?: string | undefined
  tokenUrl?: string | undefined
  clientId?: string | undefined
  clientSecretEnv?: string | undefined
  files?: string | undefined
  /** Seconds one request to the MLS may take. */
  timeout?: string | undefined
}

export interface UpdatedFeed {
  feedId: number
  dataSourceName: string
  name: string
  maxDataAgeHours: number
  schedule: {
    source:
      | { kind: 'files'; folder: string }
      | { kind: 'web-api'; url: string; tokenUrl: string; clientId: string; clientSecretEnv: string }
      | null
    /** Minutes between runs; null when off. */
    everyMinutes: number | null
    timeoutSeconds: number
    nextRunAt: string | null
  }
}

/**
 * `15m`, `2h`, `1d` as minutes (1 minute to 7 days), `off` as null. Anything else is a usage error
 * naming --every.
 *
 * @example
 * everyMinutes('1h') // 60
 */
export function everyMinutes(value: string): number | null {
  const text = value.trim().toLowerCase()
  if (text === 'off') return null
  const match = /^(\d{1,5})(m|h|d)$/.exec(text)
  const minutes = match ? Number(match[1]) * { m: 1, h: 60, d: 1440 }[match[2] as 'm' | 'h' | 'd'] : NaN
  if (!(minutes >= 1 && minutes <= 10080)) {
    throw usage('--every', `must be an interval such as 15m, 1h or 1d (1 minute to 7 days), or off; got "${value}"`)
  }
  return minutes
}

/**
 * Changes a feed's settings and its scheduled import, validating every value first and writing
 * in one transaction. The schedule's source is a RESO Web API (--url with --token-url, --client-id
 * and --client-secret-env: the NAME of the server's environment variable holding the secret) or
 * a folder of JSON pages (--files); --every sets the interval (the first run is due at once) or
 * turns it off.
 *
 * @example
 * await updateFeed(db, { feed: 'actris', every: '15m', url: 'https://api.mls.example/odata',
 *   tokenUrl: 'https://api.mls.example/token', clientId: 'idx', clientSecretEnv: 'ACTRIS_SECRET' })
 */
export async function updateFeed(db: Kysely<Database>, input: FeedUpdate): Promise<UpdatedFeed> {
  const key = dataSourceName('--feed', input.feed)
  const feedColumns = {
    ...(input.name === undefined ? {} : { name: requiredText('--name', input.name) }),
    ...(input.disclaimerHtml === undefined
      ? {}
      : { disclaimer_html: requiredText('--disclaimer-html', input.disclaimerHtml, 20_000) }),
    ...(input.logoUrl === undefined ? {} : { idx_logo_url: imageUrl('--logo-url', input.logoUrl) }),
    ...(input.disclaimerSettings === undefined
      ? {}
      : { disclaimer_settings: JSON.stringify(jsonObject('--disclaimer-settings', input.disclaimerSettings)) }),
    ...(input.maxDataAgeHours === undefined
      ? {}
      : {
          max_data_age_hours: wholeNumberIn('--max-data-age-hours', input.maxDataAgeHours, 1, MAX_DATA_AGE_LIMIT_HOURS),
        }),
  }
  const source = await sourceColumns(input)
  const every = input.every === undefined ? undefined : everyMinutes(input.every)
  const timeout = input.timeout === undefined ? undefined : wholeNumberIn('--timeout', input.timeout, 1, 3600)
  return db.transaction().execute(async (trx) => {
    const feed = await trx.selectFrom('feeds').select('id').where('data_source_name', '=', key).executeTakeFirst()
    if (!feed) throw new OperatorError('failure', `No feed named ${key}: add it with "idx add-feed"`)
    if (Object.keys(feedColumns).length > 0)
      await trx.updateTable('feeds').set(feedColumns).where('id', '=', feed.id).execute()
    await trx
      .insertInto('feed_schedules')
      .values({ feed_id: feed.id, every_minutes: null })
      .onConflict((oc) => oc.column('feed_id').doNothing())
      .execute()
    const current = await trx
      .selectFrom('feed_schedules')
      .select(['source_kind'])
      .where('feed_id', '=', feed.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (every !== undefined && every !== null && !source && current.source_kind === null) {
      throw usage('--every', 'needs a source to import from: give --url … or --files <folder> too')
    }
    await trx
      .updateTable('feed_schedules')
      .set({
        ...(source ?? {}),
        ...(timeout === undefined ? {} : { timeout_seconds: timeout }),
        // A new interval's first run is due at once; off clears the next run.
        ...(every === undefined ? {} : { every_minutes: every, next_run_at: every === null ? null : sql<Date>`now()` }),
        updated_at: sql<Date>`now()`,
      })
      .where('feed_id', '=', feed.id)
      .execute()
    return readFeed(trx, feed.id)
  })
}

type SourceColumns = {
  source_kind: 'files' | 'web-api'
  source_location: string
  token_url: string | null
  client_id: string | null
  client_secret_env: string | null
}

async function sourceColumns(input: FeedUpdate): Promise<SourceColumns | null> {
  const webOptions = [input.tokenUrl, input.clientId, input.clientSecretEnv]
  if (input.url !== undefined && input.files !== undefined)
    throw usage('--url', 'and --files exclude each other: give one')
  if (input.files !== undefined) {
    if (webOptions.some((value) => value !== undefined)) {
      throw usage('--files', 'takes no --token-url, --client-id or --client-secret-env (those are for --url)')
    }
    const folder = resolve(requiredText('--files', input.files, 4000))
    const info = await stat(folder).catch(() => null)
    if (!info?.isDirectory()) throw usage('--files', `${input.files} is not a folder`)
    return { source_kind: 'files', source_location: folder, token_url: null, client_id: null, client_secret_env: null }
  }
  if (input.url === undefined) {
    if (webOptions.some((value) => value !== undefined))
      throw usage('--url', 'is required with --token-url, --client-id and --client-secret-env')
    return null
  }
  const url = httpUrl('--url', input.url)
  if (input.tokenUrl === undefined) throw usage('--token-url', 'is required with --url')
  if (input.clientId === undefined) throw usage('--client-id', 'is required with --url')
  if (input.clientSecretEnv === undefined)
    throw usage(
      '--client-secret-env',
      'is required with --url (the name of the environment variable holding the secret)',
    )
  const secretEnv = requiredText('--client-secret-env', input.clientSecretEnv, 100)
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(secretEnv)) {
    throw usage(
      '--client-secret-env',
      `must be the NAME of an environment variable such as ACTRIS_CLIENT_SECRET, got "${secretEnv}"`,
    )
  }
  return {
    source_kind: 'web-api',
    source_location: url,
    token_url: httpUrl('--token-url', input.tokenUrl),
    client_id: requiredText('--client-id', input.clientId, 500),
    client_secret_env: secretEnv,
  }
}

function httpUrl(option: string, value: string): string {
  const text = requiredText(option, value, 2000)
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
    throw usage(option, `must be an http(s) URL, got "${text}"`)
  return text
}

async function readFeed(db: Kysely<Database>, feedId: number): Promise<UpdatedFeed> {
  const row = await db
    .selectFrom('feeds')
    .innerJoin('feed_schedules', 'feed_schedules.feed_id', 'feeds.id')
    .select([
      'feeds.id',
      'feeds.data_source_name',
      'feeds.name',
      'feeds.max_data_age_hours',
      'feed_schedules.source_kind',
      'feed_schedules.source_location',
      'feed_schedules.token_url',
      'feed_schedules.client_id',
      'feed_schedules.client_secret_env',
      'feed_schedules.every_minutes',
      'feed_schedules.timeout_seconds',
      'feed_schedules.next_run_at',
    ])
    .where('feeds.id', '=', feedId)
    .executeTakeFirstOrThrow()
  return {
    feedId: row.id,
    dataSourceName: row.data_source_name,
    name: row.name,
    maxDataAgeHours: row.max_data_age_hours,
    schedule: {
      source:
        row.source_kind === 'files'
          ? { kind: 'files', folder: row.source_location ?? '' }
          : row.source_kind === 'web-api'
            ? {
                kind: 'web-api',
                url: row.source_location ?? '',
                tokenUrl: row.token_url ?? '',
                clientId: row.client_id ?? '',
                clientSecretEnv: row.client_secret_env ?? '',
              }
            : null,
      everyMinutes: row.every_minutes,
      timeoutSeconds: row.timeout_seconds,
      nextRunAt: row.next_run_at ? new Date(row.next_run_at).toISOString() : null,
    },
  }
}
