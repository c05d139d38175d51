import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { remarkBrokerageListings } from '../feeds/index.js'
import { OperatorError } from './operator-error.js'
import { dataSourceName, requiredText } from './operator-input.js'

/** An MLS office id or office key: what RESO's ListOfficeMlsId and ListOfficeKey carry, no spaces. */
const OFFICE_ID = /^[^\s\0]{1,100}$/

/**
 * The office ids of an `--office-id` (or `--remove`) option, trimmed and without repeats; a usage
 * error naming the option for one that cannot be an office id.
 *
 * @example
 * officeIds('--office-id', ['LSR01', ' LSR01 ', 'OFF-lone-star-realty']) // ['LSR01', 'OFF-lone-star-realty']
 */
export function officeIds(option: string, values: readonly string[]): string[] {
  const ids = values.map((value) => requiredText(option, value, 100))
  for (const id of ids) {
    if (!OFFICE_ID.test(id)) {
      throw new OperatorError('usage', `${option} must be an MLS office id or office key without spaces, got "${id}"`)
    }
  }
  return [...new Set(ids)]
}

export interface BrokerageOffices {
  feedId: number
  dataSourceName: string
  /** The feed's brokerage offices now, sorted. */
  officeIds: string[]
  /** How many of the feed's listings are the brokerage's now. */
  featured: number
  /** How many listings the change marked or unmarked (or linked to another agent). */
  changed: number
}

/**
 * Adds (`add`) and removes (`remove`) a feed's brokerage offices and re-marks the feed's listings
 * by them, in one transaction: a listing listed by one of those offices, or by an agent of one, is
 * the brokerage's own (`broker_listing`: the Featured badge, the Featured sort, its agent on the
 * card and the Listing Agent card, leads to that agent). With neither, the offices are only read
 * and the listings re-marked.
 *
 * @example
 * await setBrokerageOffices(db, { feed: 'actris', add: ['LSR01'] })
 * // { feedId: 1, dataSourceName: 'actris', officeIds: ['LSR01'], featured: 412, changed: 412 }
 */
export async function setBrokerageOffices(
  db: Kysely<Database>,
  input: { feed: string | undefined; add?: readonly string[]; remove?: readonly string[] },
): Promise<BrokerageOffices> {
  const key = dataSourceName('--feed', input.feed)
  const added = officeIds('--office-id', input.add ?? [])
  const removed = officeIds('--remove', input.remove ?? [])
  return db.transaction().execute(async (trx) => {
    const feedId = await feedIdOf(trx, key)
    if (removed.length > 0) {
      await trx
        .deleteFrom('brokerage_offices')
        .where('feed_id', '=', feedId)
        .where('office_id', 'in', removed)
        .execute()
    }
    const kept = added.filter((id) => !removed.includes(id))
    if (kept.length > 0) {
      await trx
        .insertInto('brokerage_offices')
        .values(kept.map((office_id) => ({ feed_id: feedId, office_id })))
        .onConflict((oc) => oc.columns(['feed_id', 'office_id']).doNothing())
        .execute()
    }
    const { featured, changed } = await remarkBrokerageListings(trx, feedId)
    const officeIds = await readOfficeIds(trx, feedId)
    return { feedId, dataSourceName: key, officeIds, featured, changed }
  })
}

/** Writes a new feed's brokerage offices (add-feed's `--office-id`), in the feed's transaction. */
export async function insertBrokerageOffices(
  trx: Transaction<Database>,
  feedId: number,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return
  await trx
    .insertInto('brokerage_offices')
    .values(ids.map((office_id) => ({ feed_id: feedId, office_id })))
    .execute()
}

async function feedIdOf(trx: Transaction<Database>, key: string): Promise<number> {
  const feed = await trx.selectFrom('feeds').select('id').where('data_source_name', '=', key).executeTakeFirst()
  if (!feed) throw new OperatorError('failure', `No feed named ${key}: add it with "idx add-feed"`)
  return feed.id
}

async function readOfficeIds(trx: Transaction<Database>, feedId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('brokerage_offices')
    .select('office_id')
    .where('feed_id', '=', feedId)
    .orderBy('office_id')
    .execute()
  return rows.map((row) => row.office_id)
}
