import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import { sql } from 'kysely'
import { clusterCellsFresh, refreshTouchedClusterCells } from '../clusters/index.js'
import type { Database } from '../db/schema.js'
import { cellsOf, nextRowIds, replaceSuggestions, uniqueSlugs, type TouchedCell } from '../feeds/index.js'
import { listingChangeRows, type ListingsTable, type RecordedListingState } from '../listings/index.js'
import { slugify } from '../search/search-text.js'
import { pocketListingDetails } from './pocket-listing-details.js'
import type { PocketListingValues } from './pocket-listing-input.js'
import { replacePocketListingAgents } from './pocket-listings.repository.js'
import type { PocketDetails } from './pocket-listings.tables.js'

// A pocket listing is written as a feed's listing is (feeds/reso/write-property-batch.ts): its row
// with the derived columns search reads (location, city_state, canonical status, listed_at,
// newly_listed, a unique slug), its omnibox rows (replaceSuggestions), its change log records
// (source 'pocket': saved-search alerts read them as they read an import's), and afterwards the
// cluster cells it moved out of and into. Deleting one withdraws it as an import withdrawal does:
// the row goes (collections keep its id and show it as no longer available, its suggestions go
// with it) and the log records the withdrawal.

/** Where a pocket listing goes and who writes it. */
export interface PocketListingPlace {
  marketId: number
  feedId: number
}

/** The photos of a listing as stored: upload keys in order (helper A's photo pipeline serves them). */
export type StoredPhotos = { keys: readonly string[]; locations: readonly string[] }

/** Within this long of being listed, an Active listing is "Just Listed" (as an import marks it). */
const NEWLY_LISTED_MS = 7 * 24 * 3600_000

const cityStateOf = (values: Pick<PocketListingValues, 'city' | 'state_code'>) => `${values.city}, ${values.state_code}`
const placeLineOf = (values: Pick<PocketListingValues, 'city' | 'state_code' | 'zip'>) =>
  `${cityStateOf(values)} ${values.zip}`

/** The brokerage whose listing it is: the name of the site of its market ('Listed By … with Lone Star Realty'). */
const brokerNameOf = (marketId: number) =>
  sql<string>`(select sites.name from markets join sites on sites.id = markets.site_id where markets.id = ${marketId})` as unknown as string

/** The listing's address as its suggestions and slug read it (the street, then city, state and zip). */
function addressListing(id: number, values: PocketListingValues) {
  return {
    action: 'insert' as const,
    id,
    record: {
      listing: {
        title: values.street,
        subtitle: placeLineOf(values),
        disclose_address: true,
        mls_number: null,
        listing_status: values.listing_status,
        city_state: cityStateOf(values),
        state_code: values.state_code,
        zip: values.zip,
      },
    },
  }
}

/** The columns of the listing's row its values make (all but its id, market, feed, slug and maker). */
function listingColumns(values: PocketListingValues, photos: StoredPhotos, listedAt: Date, now: Date) {
  const details: PocketDetails = { title: values.title, subtitle: values.subtitle, photo_urls: [...photos.locations] }
  const sold = values.listing_status === 'Sold' || values.listing_status === 'Leased/Rented'
  return {
    // Visitors see a pocket listing as every listing: its address heads the card and the page (the
    // form's own title and subtitle are the manager's labels, kept in pocket_details).
    title: values.street,
    subtitle: placeLineOf(values),
    street: values.street,
    city: values.city,
    state_code: values.state_code,
    zip: values.zip,
    city_state: cityStateOf(values),
    latitude: values.latitude,
    longitude: values.longitude,
    location: sql<string>`point(${values.longitude}, ${values.latitude})` as unknown as string,
    purchase_type: values.purchase_type,
    type: values.type,
    property_type: values.property_type,
    listing_status: values.listing_status,
    canonical_listing_status: values.listing_status,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    square_feet: values.square_feet,
    lot_acre: values.lot_acre,
    lot_square_feet: values.lot_acre === null ? null : Math.round(values.lot_acre * 43_560),
    stories: values.stories,
    year_built: values.year_built,
    price_in_dollars: values.price_in_dollars,
    sold_price_in_dollars: sold ? values.price_in_dollars : null,
    listed_at: listedAt,
    data_source_listing_updated_at: now,
    rent_frequency: values.purchase_type === 'Lease' ? (values.rent_frequency ?? 'Monthly') : values.rent_frequency,
    description: values.description,
    disclose_price: values.disclose_price,
    disclose_address: true,
    school_district: values.school_district,
    school_elementary: values.school_elementary,
    school_middle: values.school_middle,
    school_senior_high: values.school_senior_high,
    listing_agent_id: values.agent_ids[0] ?? null,
    newly_listed: values.listing_status === 'Active' && now.getTime() - listedAt.getTime() < NEWLY_LISTED_MS,
    photo_count: photos.keys.length,
    photo_keys: JSON.stringify(photos.keys),
    realstaq_details: JSON.stringify(pocketListingDetails(values)),
    // The brokerage's own listing, listed by its agents: 'Featured', and its agent on the page.
    broker_listing: true,
    is_pocket: values.is_pocket,
    require_photos: values.require_photos,
    pocket_details: JSON.stringify(details),
  } satisfies Updateable<ListingsTable>
}

/** A slug for the listing's address no other listing holds (the id appended when one does). */
async function slugFor(trx: Transaction<Database>, id: number, values: PocketListingValues): Promise<string> {
  const base = slugify(`${values.street} ${placeLineOf(values)}`) || 'listing'
  const held = await trx
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('slug', '=', base)
    .where('id', '<>', id)
    .executeTakeFirstOrThrow()
  return uniqueSlugs([{ id, base }], new Map([[base, Number(held.count)]])).get(id)!
}

const changeState = (id: number, values: { listing_status: string; price_in_dollars: number | null }) => ({
  id,
  listing_status: values.listing_status,
  price_in_dollars: values.price_in_dollars,
})

async function recordChanges(
  trx: Transaction<Database>,
  before: RecordedListingState | null,
  after: RecordedListingState | null,
  at: Date,
): Promise<void> {
  const rows = listingChangeRows(before, after, { source: 'pocket', at })
  if (rows.length > 0) await trx.insertInto('listing_changes').values(rows).execute()
}

/**
 * Runs a pocket listing's write, then recomputes the cluster cells it touched when they were fresh
 * before it (as an import run does; stale cells are rebuilt by the server's next full refresh).
 */
async function withCells<T>(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>, touched: TouchedCell[]) => Promise<T>,
): Promise<T> {
  const fresh = await clusterCellsFresh(db)
  const touched: TouchedCell[] = []
  const result = await db.transaction().execute((trx) => write(trx, touched))
  if (fresh && touched.length > 0) await refreshTouchedClusterCells(db, touched, { markFresh: true })
  return result
}

/** Inserts a pocket listing; answers its id. */
export async function insertPocketListing(
  db: Kysely<Database>,
  values: PocketListingValues,
  place: PocketListingPlace,
  photos: StoredPhotos,
  userId: number,
  now = new Date(),
): Promise<number> {
  return withCells(db, async (trx, touched) => {
    const [id] = await nextRowIds(trx, 1)
    const row: Insertable<ListingsTable> = {
      ...listingColumns(values, photos, now, now),
      listing_broker: brokerNameOf(place.marketId),
      id: id!,
      market_id: place.marketId,
      feed_id: place.feedId,
      slug: await slugFor(trx, id!, values),
      mls_number: null,
      pocket: true,
      created_by_user_id: userId,
    }
    await trx.insertInto('listings').values(row).execute()
    await replacePocketListingAgents(trx, id!, values.agent_ids)
    await replaceSuggestions(trx, [addressListing(id!, values)], place.marketId)
    await recordChanges(trx, null, changeState(id!, values), now)
    touched.push(...(await cellsOf(trx, [id!])))
    return id!
  })
}

/** Rewrites a pocket listing from its values (its feed stays; its market may move within the feed). */
export async function updatePocketListing(
  db: Kysely<Database>,
  id: number,
  values: PocketListingValues,
  marketId: number,
  photos: StoredPhotos,
  now = new Date(),
): Promise<void> {
  await withCells(db, async (trx, touched) => {
    const before = await trx
      .selectFrom('listings')
      .select(['id', 'listing_status', 'price_in_dollars', 'listed_at', 'slug', 'street', 'city', 'state_code', 'zip'])
      .where('id', '=', id)
      .where('pocket', '=', true)
      .forUpdate()
      .executeTakeFirst()
    if (!before) return
    touched.push(...(await cellsOf(trx, [id])))
    const listedAt = before.listed_at ? new Date(before.listed_at) : now
    const moved =
      before.street !== values.street ||
      before.city !== values.city ||
      before.state_code !== values.state_code ||
      before.zip !== values.zip
    await trx
      .updateTable('listings')
      .set({
        ...listingColumns(values, photos, listedAt, now),
        listing_broker: brokerNameOf(marketId),
        market_id: marketId,
        ...(moved ? { slug: await slugFor(trx, id, values) } : {}),
      })
      .where('id', '=', id)
      .execute()
    await replacePocketListingAgents(trx, id, values.agent_ids)
    await replaceSuggestions(trx, [{ ...addressListing(id, values), action: 'update' }], marketId)
    await recordChanges(trx, changeState(id, before), changeState(id, values), now)
    touched.push(...(await cellsOf(trx, [id])))
  })
}

/** Withdraws a pocket listing as an import withdraws a feed's: the row goes, the log records it. */
export async function deletePocketListing(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  return withCells(db, async (trx, touched) => {
    touched.push(...(await cellsOf(trx, [id])))
    const deleted = await trx
      .deleteFrom('listings')
      .where('id', '=', id)
      .where('pocket', '=', true)
      .returning(['id', 'listing_status', 'price_in_dollars'])
      .executeTakeFirst()
    if (!deleted) return false
    await recordChanges(trx, changeState(id, deleted), null, now)
    return true
  })
}
