import { EMPTY_MARKET_FACETS, generatedFilterDocuments } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { numberIn, requiredText, stateCode } from './operator-input.js'
import { findOperatorSite, nextId, type SiteRef } from './operator-site.js'

export interface NewMarket {
  site: SiteRef
  name: string | undefined
  city: string | undefined
  state: string | undefined
  /** The map's centre, as decimal text (the command line's form). */
  latitude: string | undefined
  longitude: string | undefined
}

export interface AddedMarket {
  marketId: number
  siteId: number
  name: string
  city: string
  state: string
  latitude: number
  longitude: number
  /** Whether it is the site's default market: the site's first market becomes it. */
  isDefault: boolean
}

/**
 * Adds a market (a city and the map centre its search opens on) to a site. The site's first
 * market becomes its default. Its filter schema and view are generated: a minimal working pair
 * now (no listings yet), derived from its listings after each import (markets/
 * market-filter-documents.ts) until an admin writes the market's own.
 *
 * @example
 * await addMarket(db, { site: 2, name: 'Austin', city: 'Austin', state: 'TX', latitude: '30.27', longitude: '-97.74' })
 */
export async function addMarket(db: Kysely<Database>, input: NewMarket): Promise<AddedMarket> {
  const name = requiredText('--name', input.name)
  const city = requiredText('--city', input.city)
  const state = stateCode('--state', input.state)
  const latitude = numberIn('--lat', input.latitude, -90, 90, 'a latitude')
  const longitude = numberIn('--lng', input.longitude, -180, 180, 'a longitude')
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const marketId = await nextId(trx, 'markets')
    const hasDefault = await trx
      .selectFrom('markets')
      .select('id')
      .where('site_id', '=', site.id)
      .where('is_default', '=', true)
      .executeTakeFirst()
    const isDefault = hasDefault === undefined
    const { filterSchema, filterView } = generatedFilterDocuments(EMPTY_MARKET_FACETS, name)
    await trx
      .insertInto('markets')
      .values({
        id: marketId,
        site_id: site.id,
        market_name: name,
        city,
        state_id: state,
        is_default: isDefault,
        latitude,
        longitude,
        filter_schema: JSON.stringify(filterSchema),
        filter_view: JSON.stringify(filterView),
        filter_documents_source: 'generated',
        idx_layout: '{}',
      })
      .execute()
    return { marketId, siteId: site.id, name, city, state, latitude, longitude, isDefault }
  })
}
