import { sql, type Kysely } from 'kysely'
import { DEMO_CLIENT_ID, DEMO_SITE_TOKEN } from '../src/config/server-config.js'
import type { Database } from '../src/db/schema.js'
import { benchGeography } from './metros.js'

// Generates the benchmark's nationwide market in SQL (INSERT ... SELECT over generate_series),
// deterministic by construction: every "random" value is a hash of the row number, so the same
// count gives the same rows on PGlite and PostgreSQL, in any order of batches.

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Ave',
  'Lake Dr',
  'Hill Rd',
  'Park Blvd',
  'Sunset Blvd',
  'River Rd',
  'Church St',
  'Highland Ave',
  'Ridge Rd',
  'Meadow Ln',
  'Forest Dr',
  'Spring St',
  'Walnut St',
  'Willow Way',
  'Lincoln Ave',
  'Jefferson St',
  'Madison Ave',
  'Franklin St',
  'Chestnut St',
  'Magnolia Dr',
  'Valley View Rd',
  'Cherry Ln',
  'Birch St',
  'Sycamore Ave',
  'Hickory Ln',
  'Dogwood Dr',
  'Laurel St',
  'Aspen Ct',
  'Cypress Pt',
  'Juniper Way',
  'Pecan St',
  'Bluebonnet Ln',
]

/** u(k): the k-th uniform [0, 1) value of row g, from PostgreSQL's own integer hash. */
const u = (k: number) => sql.raw(`((hashint4(g * 32 + ${k}) & 2147483647)::float8 / 2147483648.0)`)

export interface GenerateOptions {
  listings: number
  /** Rows per INSERT ... SELECT (default 50,000). */
  batch?: number
  onProgress?: (done: number, total: number) => void
}

export async function generateBenchData(db: Kysely<Database>, options: GenerateOptions): Promise<void> {
  const { weightedZips } = benchGeography()
  const batch = options.batch ?? 50_000

  await db
    .insertInto('sites')
    .values({
      id: 1,
      name: 'Benchmark Realty',
      domain: 'bench.example',
      logo_url: null,
      access_token: DEMO_SITE_TOKEN,
      features: JSON.stringify({}),
      registration_rule: null,
      short_url: null,
    })
    .execute()
  await db.insertInto('oauth_applications').values({ id: DEMO_CLIENT_ID, site_id: 1, name: 'Benchmark' }).execute()
  await db
    .insertInto('feeds')
    .values({ id: 1, data_source_name: 'bench', name: 'Benchmark MLS', disclaimer_settings: JSON.stringify({}) })
    .execute()
  // One market spanning every metro, so whole-US views really hold all the listings.
  await db
    .insertInto('markets')
    .values({
      id: 1,
      site_id: 1,
      market_name: 'United States',
      city: 'Lebanon',
      state_id: 'KS',
      is_default: true,
      latitude: 39.8283,
      longitude: -98.5795,
      filter_schema: JSON.stringify({}),
      filter_view: JSON.stringify({}),
      idx_layout: JSON.stringify({}),
    })
    .execute()
  await db.insertInto('market_feeds').values({ market_id: 1, feed_id: 1 }).execute()

  await sql`create table bench_zips (n integer primary key, market_id integer, zip text, city text, state text, lat float8, lng float8)`.execute(
    db,
  )
  for (let i = 0; i < weightedZips.length; i += 1000) {
    const rows = weightedZips
      .slice(i, i + 1000)
      .map((z, j) => sql`(${i + j}, 1, ${z.zip}, ${z.city}, ${z.state}, ${z.latitude}, ${z.longitude})`)
    await sql`insert into bench_zips values ${sql.join(rows)}`.execute(db)
  }
  const zipCount = weightedZips.length
  const streets = sql.raw(`array[${STREETS.map((s) => `'${s}'`).join(',')}]`)

  for (let start = 1; start <= options.listings; start += batch) {
    const end = Math.min(options.listings, start + batch - 1)
    await sql`
      insert into listings (
        id, market_id, feed_id, slug, mls_number, title, subtitle, street, city, state_code, zip, city_state,
        latitude, longitude, location, purchase_type, type, property_type, listing_status,
        bedrooms, bathrooms, square_feet, lot_acre, year_built, price_in_dollars,
        data_source_listing_updated_at, listing_broker, photo_count, newly_listed)
      select g, z.market_id, 1,
        lower(regexp_replace(r.street || ' ' || z.city || ' ' || z.state || ' ' || z.zip, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || g,
        'B' || lpad(g::text, 8, '0'),
        r.street, z.city || ', ' || z.state || ' ' || z.zip, r.street, z.city, z.state, z.zip, z.city || ', ' || z.state,
        r.lat, r.lng, case when r.lat is null then null else point(r.lng, r.lat) end,
        r.purchase_type, r.type,
        case r.type
          when 'Residential' then (array['House','Condominium','Townhouse','Apartment','Duplex','Mobile Home'])[1 + floor(${u(7)} * 6)::int]
          when 'Commercial' then (array['Office','Retail','Industrial'])[1 + floor(${u(7)} * 3)::int]
          else 'Lots and Land' end,
        case when ${u(8)} < 0.60 then 'Active' when ${u(8)} < 0.72 then 'Pending' when ${u(8)} < 0.77 then 'Coming Soon'
             when ${u(8)} < 0.95 then 'Sold' else 'Leased/Rented' end,
        case when r.type = 'Lots and Land' then null else 1 + floor(${u(9)} * 5)::int end,
        case when r.type = 'Lots and Land' then null else 1 + floor(${u(10)} * 6) / 2 end,
        case when r.type = 'Lots and Land' then null else 500 + floor(${u(11)} * 3500)::int end,
        round((0.05 + power(${u(12)}, 3) * 5)::numeric, 2)::real,
        case when r.type = 'Lots and Land' then null else 1900 + floor(${u(13)} * 125)::int end,
        case when r.purchase_type = 'Lease' then 900 + floor(${u(14)} * 5000)::int
             else (60 + floor(power(${u(14)}, 2) * 2500)::int) * 1000 end,
        timestamptz '2026-11-01 00:00:00+00' - make_interval(secs => floor(${u(15)} * 365 * 86400)::int),
        'Broker ' || (1 + floor(${u(16)} * 400)::int),
        1 + floor(${u(17)} * 12)::int,
        ${u(18)} < 0.05
      from generate_series(${start}::int, ${end}::int) g
      cross join lateral (
        select
          case when ${u(4)} < 0.01 then null else 0 end as no_coordinates,
          (100 + floor(${u(5)} * 9800)::int)::text || ' ' || (${streets})[1 + floor(${u(6)} * ${STREETS.length})::int] as street,
          case when ${u(2)} < 0.15 then 'Lease' else 'Purchase' end as purchase_type,
          case when ${u(3)} < 0.85 then 'Residential' when ${u(3)} < 0.93 then 'Commercial' else 'Lots and Land' end as type
      ) d
      join bench_zips z on z.n = floor(${u(1)} * ${zipCount})::int
      cross join lateral (
        select d.street, d.purchase_type, d.type,
          case when d.no_coordinates is null then null else z.lat + (${u(19)} - 0.5) * 0.12 end as lat,
          case when d.no_coordinates is null then null else z.lng + (${u(20)} - 0.5) * 0.12 end as lng
      ) r
    `.execute(db)
    options.onProgress?.(end, options.listings)
  }

  // What the omnibox searches: cities, zips, every address and MLS number.
  await sql`insert into suggestions (id, market_id, type, name, label, search_text, weight)
    select distinct on (city_state, market_id) 'city:' || lower(regexp_replace(city_state, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || market_id,
      market_id, 'city', city_state, city_state, lower(regexp_replace(city_state, '[^a-zA-Z0-9 ]+', '', 'g')), 100
    from listings order by city_state, market_id`.execute(db)
  await sql`insert into suggestions (id, market_id, type, name, label, search_text, weight)
    select distinct on (zip) 'zip:' || zip, market_id, 'zip', zip, city_state || ' ' || zip, zip, 50
    from listings order by zip, market_id`.execute(db)
  await sql`insert into suggestions (id, market_id, type, name, label, search_text, listing_id, listing_status, weight)
    select 'address:' || id, market_id, 'address', title, subtitle,
      lower(regexp_replace(title || ' ' || subtitle, '[^a-zA-Z0-9 ]+', '', 'g')), id, listing_status, 10
    from listings`.execute(db)
  await sql`insert into suggestions (id, market_id, type, name, label, search_text, listing_id, listing_status, weight)
    select 'mls:' || mls_number, market_id, 'mls_number', mls_number, title, lower(mls_number), id, listing_status, 5
    from listings`.execute(db)
  await sql`drop table bench_zips`.execute(db)
}

/**
 * Turns a database into the naive baseline: the same rows with only primary keys, i.e. without
 * the project's indexes (and without precomputed cluster cells, which the caller leaves empty).
 * `keep` spares indexes by name (the well-indexed baseline's own, baseline-database.ts).
 */
export async function dropSecondaryIndexes(
  db: Kysely<Database>,
  keep: (name: string) => boolean = () => false,
): Promise<string[]> {
  const result = await sql<{ indexname: string }>`
    select i.indexname from pg_indexes i
    where i.schemaname = 'public'
      and i.indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`.execute(db)
  const names = result.rows.map((r) => r.indexname).filter((name) => !keep(name))
  for (const name of names) await sql`drop index if exists ${sql.id(name)}`.execute(db)
  return names
}
