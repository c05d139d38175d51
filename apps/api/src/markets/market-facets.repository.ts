import { EMPTY_MARKET_FACETS, type MarketListingFacets } from '@idx/domain'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'

type FacetsRow = {
  market_id: number
  listing_count: number
  listing_statuses: string[] | null
  purchase_types: string[] | null
  types: string[] | null
  property_types: string[] | null
  square_feet: boolean | null
  lot_acre: boolean | null
  year_built: boolean | null
}

/**
 * What the listings of each of `marketIds` carry (see MarketListingFacets), in one statement: one
 * pass over the markets' listings (an import's run already wrote each of them; this reads them once
 * more, in milliseconds for tens of thousands). A market without listings gets EMPTY_MARKET_FACETS.
 *
 * @example
 * await readMarketFacets(db, [4]) // Map { 4 => { listingCount: 12, listingStatuses: ['Active', 'Sold'], … } }
 */
export async function readMarketFacets(
  db: Kysely<Database> | Transaction<Database>,
  marketIds: readonly number[],
): Promise<Map<number, MarketListingFacets>> {
  const facets = new Map<number, MarketListingFacets>(marketIds.map((id) => [id, EMPTY_MARKET_FACETS]))
  if (marketIds.length === 0) return facets
  const { rows } = await sql<FacetsRow>`
    select market_id,
      count(*)::int as listing_count,
      array_agg(distinct listing_status) as listing_statuses,
      array_agg(distinct purchase_type) as purchase_types,
      array_agg(distinct type) as types,
      array_agg(distinct property_type) filter (where property_type is not null and property_type <> '') as property_types,
      bool_or(square_feet is not null) as square_feet,
      bool_or(lot_acre is not null) as lot_acre,
      bool_or(year_built is not null) as year_built
    from listings
    where market_id in (${sql.join(marketIds)})
    group by market_id
  `.execute(db)
  for (const row of rows) {
    facets.set(Number(row.market_id), {
      listingCount: row.listing_count,
      listingStatuses: row.listing_statuses ?? [],
      purchaseTypes: row.purchase_types ?? [],
      types: row.types ?? [],
      propertyTypes: row.property_types ?? [],
      measured: {
        square_feet: row.square_feet === true,
        lot_acre: row.lot_acre === true,
        year_built: row.year_built === true,
      },
    })
  }
  return facets
}
