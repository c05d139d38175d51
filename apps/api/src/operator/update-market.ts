import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { refreshGeneratedFilterDocuments } from '../markets/index.js'
import { OperatorError } from './operator-error.js'
import { numberIn, requiredText, stateCode, wholeNumberIn } from './operator-input.js'

export interface MarketUpdate {
  /** The market's id, as the command line gives it. */
  market: string | undefined
  name?: string | undefined
  city?: string | undefined
  state?: string | undefined
  /** The map's centre, as decimal text. */
  latitude?: string | undefined
  longitude?: string | undefined
  /** Make it its site's default market (the one the search opens on). */
  makeDefault?: boolean
}

/** One attribute the update changed, with its value before and after. */
export interface MarketChange {
  field: 'name' | 'city' | 'state' | 'latitude' | 'longitude' | 'default'
  from: string | number | boolean
  to: string | number | boolean
}

export interface UpdatedMarket {
  marketId: number
  siteId: number
  name: string
  /** What changed, in the order of the options; empty when every value was the same already. */
  changes: MarketChange[]
}

/**
 * Changes a market's name, city, state, map centre or makes it its site's default (the site's
 * other markets then stop being it), after checking every value given, in one transaction. A
 * market whose filter documents are generated gets them again (their title names the market).
 *
 * @example
 * await updateMarket(db, { market: '4', name: 'Denver Metro', makeDefault: true })
 * // { marketId: 4, siteId: 2, name: 'Denver Metro', changes: [{ field: 'name', from: 'Denver', to: 'Denver Metro' }, …] }
 */
export async function updateMarket(db: Kysely<Database>, input: MarketUpdate): Promise<UpdatedMarket> {
  const marketId = wholeNumberIn('--market', input.market, 1, 2_147_483_647)
  const wanted = {
    name: input.name === undefined ? undefined : requiredText('--name', input.name),
    city: input.city === undefined ? undefined : requiredText('--city', input.city),
    state: input.state === undefined ? undefined : stateCode('--state', input.state),
    latitude: input.latitude === undefined ? undefined : numberIn('--lat', input.latitude, -90, 90, 'a latitude'),
    longitude: input.longitude === undefined ? undefined : numberIn('--lng', input.longitude, -180, 180, 'a longitude'),
  }
  if (Object.values(wanted).every((value) => value === undefined) && input.makeDefault !== true) {
    throw new OperatorError('usage', 'nothing to change: give --name, --city, --state, --lat, --lng or --default')
  }
  return db.transaction().execute(async (trx) => {
    const market = await trx
      .selectFrom('markets')
      .select(['id', 'site_id', 'market_name', 'city', 'state_id', 'latitude', 'longitude', 'is_default'])
      .where('id', '=', marketId)
      .forUpdate()
      .executeTakeFirst()
    if (!market) throw new OperatorError('failure', `No market with id ${marketId}`)
    const before = {
      name: market.market_name,
      city: market.city,
      state: market.state_id,
      latitude: market.latitude,
      longitude: market.longitude,
    }
    const changes: MarketChange[] = []
    for (const field of ['name', 'city', 'state', 'latitude', 'longitude'] as const) {
      const to = wanted[field]
      if (to !== undefined && to !== before[field]) changes.push({ field, from: before[field], to })
    }
    if (input.makeDefault === true && !market.is_default) changes.push({ field: 'default', from: false, to: true })
    if (changes.length === 0) return { marketId, siteId: market.site_id, name: market.market_name, changes }
    // One default per site: the others stop being it first.
    if (input.makeDefault === true && !market.is_default) {
      await trx
        .updateTable('markets')
        .set({ is_default: false })
        .where('site_id', '=', market.site_id)
        .where('id', '<>', marketId)
        .execute()
    }
    await trx
      .updateTable('markets')
      .set({
        market_name: wanted.name ?? market.market_name,
        city: wanted.city ?? market.city,
        state_id: wanted.state ?? market.state_id,
        latitude: wanted.latitude ?? market.latitude,
        longitude: wanted.longitude ?? market.longitude,
        is_default: market.is_default || input.makeDefault === true,
      })
      .where('id', '=', marketId)
      .execute()
    if (wanted.name !== undefined) await refreshGeneratedFilterDocuments(trx, { marketIds: [marketId] })
    return { marketId, siteId: market.site_id, name: wanted.name ?? market.market_name, changes }
  })
}

/**
 * The update as lines for people: one per change, or that nothing changed.
 *
 * @example
 * updatedMarketText({ marketId: 4, siteId: 2, name: 'Denver', changes: [{ field: 'default', from: false, to: true }] })
 * // 'Updated market 4 Denver (site 2):\n  default  no → yes'
 */
export function updatedMarketText(result: UpdatedMarket): string {
  if (result.changes.length === 0) {
    return `Market ${result.marketId} ${result.name} already has these values: nothing changed`
  }
  const shown = (value: string | number | boolean) =>
    typeof value === 'boolean' ? (value ? 'yes' : 'no') : typeof value === 'string' ? `"${value}"` : String(value)
  return [
    `Updated market ${result.marketId} ${result.name} (site ${result.siteId}):`,
    ...result.changes.map((change) => `  ${change.field.padEnd(9)} ${shown(change.from)} → ${shown(change.to)}`),
  ].join('\n')
}
