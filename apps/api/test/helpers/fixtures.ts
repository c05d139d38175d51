import { sql, type Insertable, type Kysely } from 'kysely'
import { DEMO_CLIENT_ID, DEMO_SITE_TOKEN } from '../../src/config/server-config.js'
import type { Database } from '../../src/db/schema.js'
import type { ListingsTable } from '../../src/listings/listings.tables.js'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'

// Small, exact fixtures for route and repository tests: each test knows every row it searches,
// so it can assert exact results. The realistic demo market comes from src/seed instead.

export const SITE_ID = 1
export const MARKET_ID = 1
export const OTHER_MARKET_ID = 2
export const FEED_ID = 1
export const AGENT_ID = 1
export const SITE_TOKEN = DEMO_SITE_TOKEN
export const CLIENT_ID = DEMO_CLIENT_ID

/** One site (the demo token and client id), two markets, one feed with a disclaimer, one agent. */
export async function insertBasics(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sites')
    .values({
      id: SITE_ID,
      name: 'Test Realty',
      domain: 'test-realty.example',
      logo_url: null,
      access_token: SITE_TOKEN,
      features: JSON.stringify({ 'fraction_display.enabled': true }),
      registration_rule: JSON.stringify({ mode: 'views', limit: 3 }),
      short_url: null,
    })
    .execute()
  await db
    .insertInto('oauth_applications')
    .values({ id: CLIENT_ID, site_id: SITE_ID, name: 'Test site', redirect_uris: [], origins: [] })
    .execute()
  await db
    .insertInto('feeds')
    .values({
      id: FEED_ID,
      data_source_name: 'actris',
      name: 'ACTRIS MLS',
      disclaimer_html: '<p>Listing data courtesy of ACTRIS.</p>',
      idx_logo_url: '/api/v3/feeds/1/logo.svg',
      disclaimer_settings: JSON.stringify({ text: { map: true } }),
    })
    .execute()
  for (const [id, name, city, lat, lng, isDefault] of [
    [MARKET_ID, 'Austin', 'Austin', 30.267294, -97.75, true],
    [OTHER_MARKET_ID, 'Dallas', 'Dallas', 32.7767, -96.797, false],
  ] as const) {
    await db
      .insertInto('markets')
      .values({
        id,
        site_id: SITE_ID,
        market_name: name,
        city,
        state_id: 'TX',
        is_default: isDefault,
        latitude: lat,
        longitude: lng,
        filter_schema: JSON.stringify({}),
        filter_view: JSON.stringify({}),
        idx_layout: JSON.stringify({}),
      })
      .execute()
    await db.insertInto('market_feeds').values({ market_id: id, feed_id: FEED_ID }).execute()
  }
  await db
    .insertInto('agents')
    .values({
      id: AGENT_ID,
      feed_id: FEED_ID,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test-realty.example',
      sms_number: '5125550100',
      broker_name: 'Test Realty',
      office_phone: '5125550199',
      bio: null,
      picture_url: null,
      license_state: 'TX',
      license_number: '0123456',
      share_token: null,
    })
    .execute()
}

export type ListingFixture = Partial<Insertable<ListingsTable>> & { id: number }

/** A complete listing row with plain defaults; override what a test is about. */
export function listing(overrides: ListingFixture): Insertable<ListingsTable> {
  const id = overrides.id
  return {
    market_id: MARKET_ID,
    feed_id: FEED_ID,
    slug: `${id}-test-st-austin-tx-78704`,
    mls_number: `MLS${String(id).padStart(6, '0')}`,
    title: `${id} Test St`,
    subtitle: 'Austin, TX 78704',
    street: `${id} Test St`,
    city: 'Austin',
    state_code: 'TX',
    zip: '78704',
    city_state: 'Austin, TX',
    latitude: 30.25,
    longitude: -97.76,
    listing_status: 'Active',
    property_type: 'House',
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1800,
    lot_acre: 0.2,
    year_built: 1990,
    price_in_dollars: 500_000,
    data_source_listing_updated_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000),
    listing_agent_id: AGENT_ID,
    listing_broker: 'Test Realty',
    photo_count: 3,
    ...overrides,
  }
}

/** Inserts listings, setting `location` from latitude/longitude (null when either is missing). */
export async function insertListings(db: Kysely<Database>, rows: Insertable<ListingsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row) => ({
      ...row,
      location:
        row.latitude != null && row.longitude != null ? sql<string>`point(${row.longitude}, ${row.latitude})` : null,
    }))
    await db.insertInto('listings').values(batch).execute()
  }
}

/** Gives the test market the demo's Austin filter schema and view: a usable search form, so pages carry first results. */
export async function useAustinFilters(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('markets')
    .set({ filter_schema: JSON.stringify(AUSTIN_FILTER_SCHEMA), filter_view: JSON.stringify(AUSTIN_FILTER_VIEW) })
    .where('id', '=', MARKET_ID)
    .execute()
}
