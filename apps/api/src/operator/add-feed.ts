import { DEFAULT_MAX_DATA_AGE_HOURS } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { insertBrokerageOffices, officeIds } from './brokerage-offices.js'
import { OperatorError } from './operator-error.js'
import { dataSourceName, imageUrl, jsonObject, requiredText, wholeNumberIn } from './operator-input.js'
import { nextId } from './operator-site.js'

/** A year: an MLS allowing older data than that is a typo, not a rule. */
const MAX_DATA_AGE_LIMIT_HOURS = 8760

export interface NewFeed {
  /** The feed's key (`actris`): imports and agent links name the feed by it. */
  dataSourceName: string | undefined
  name: string | undefined
  /** The market that shows the feed's listings. */
  market: string | undefined
  disclaimerHtml?: string | undefined
  logoUrl?: string | undefined
  /** JSON text of the feed's disclaimer settings (where its logo and names show). */
  disclaimerSettings?: string | undefined
  /** Whole hours, as text; default 12. */
  maxDataAgeHours?: string | undefined
  /** The brokerage's office ids in the feed (ListOfficeMlsId or ListOfficeKey): its listings are featured. */
  officeIds?: readonly string[] | undefined
}

export interface AddedFeed {
  feedId: number
  dataSourceName: string
  name: string
  marketId: number
  maxDataAgeHours: number
  officeIds: string[]
}

/**
 * Adds an MLS feed and attaches it to a market, in one transaction. A feed whose data source name
 * exists already is refused: attach that one to another market with attachFeed.
 *
 * @example
 * await addFeed(db, { dataSourceName: 'actris', name: 'ACTRIS MLS', market: '4', maxDataAgeHours: '24' })
 */
export async function addFeed(db: Kysely<Database>, input: NewFeed): Promise<AddedFeed> {
  const key = dataSourceName('--data-source-name', input.dataSourceName)
  const name = requiredText('--name', input.name)
  const marketId = wholeNumberIn('--market', input.market, 1, 2_147_483_647)
  const disclaimerHtml =
    input.disclaimerHtml === undefined ? '' : requiredText('--disclaimer-html', input.disclaimerHtml, 20_000)
  const logoUrl = input.logoUrl === undefined ? null : imageUrl('--logo-url', input.logoUrl)
  const settings =
    input.disclaimerSettings === undefined ? {} : jsonObject('--disclaimer-settings', input.disclaimerSettings)
  const maxDataAgeHours =
    input.maxDataAgeHours === undefined
      ? DEFAULT_MAX_DATA_AGE_HOURS
      : wholeNumberIn('--max-data-age-hours', input.maxDataAgeHours, 1, MAX_DATA_AGE_LIMIT_HOURS)
  const offices = officeIds('--office-id', input.officeIds ?? [])
  return db.transaction().execute(async (trx) => {
    await requireMarket(trx, marketId)
    const taken = await trx.selectFrom('feeds').select('id').where('data_source_name', '=', key).executeTakeFirst()
    if (taken) {
      throw new OperatorError(
        'failure',
        `A feed named ${key} exists already (id ${taken.id}): attach it to market ${marketId} with "idx attach-feed"`,
      )
    }
    const feedId = await nextId(trx, 'feeds')
    await trx
      .insertInto('feeds')
      .values({
        id: feedId,
        data_source_name: key,
        name,
        disclaimer_html: disclaimerHtml,
        idx_logo_url: logoUrl,
        disclaimer_settings: JSON.stringify(settings),
        max_data_age_hours: maxDataAgeHours,
      })
      .execute()
    await trx.insertInto('market_feeds').values({ market_id: marketId, feed_id: feedId }).execute()
    await insertBrokerageOffices(trx, feedId, offices)
    return { feedId, dataSourceName: key, name, marketId, maxDataAgeHours, officeIds: offices }
  })
}

/**
 * Attaches an existing feed (by data source name) to one more market; attaching it twice changes
 * nothing.
 */
export async function attachFeed(
  db: Kysely<Database>,
  input: { dataSourceName: string | undefined; market: string | undefined },
): Promise<{ feedId: number; marketId: number; attached: boolean }> {
  const key = dataSourceName('--data-source-name', input.dataSourceName)
  const marketId = wholeNumberIn('--market', input.market, 1, 2_147_483_647)
  return db.transaction().execute(async (trx) => {
    await requireMarket(trx, marketId)
    const feed = await trx.selectFrom('feeds').select('id').where('data_source_name', '=', key).executeTakeFirst()
    if (!feed) throw new OperatorError('failure', `No feed named ${key}: add it with "idx add-feed"`)
    const inserted = await trx
      .insertInto('market_feeds')
      .values({ market_id: marketId, feed_id: feed.id })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    return { feedId: feed.id, marketId, attached: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 }
  })
}

async function requireMarket(trx: Transaction<Database>, marketId: number): Promise<void> {
  const market = await trx.selectFrom('markets').select('id').where('id', '=', marketId).executeTakeFirst()
  if (!market) throw new OperatorError('failure', `No market with id ${marketId}`)
}
