import { sql, type Kysely } from 'kysely'

// Frozen in time: later changes are new migrations. Takes Kysely<unknown> (not our Database type) because the schema it
// creates is the one of that day, not today's Database type. Only core PostgreSQL types plus the
// extensions PGlite ships (pg_trgm, btree_gist), so it runs on PGlite and PostgreSQL alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create extension if not exists pg_trgm`,
    sql`create extension if not exists btree_gist`,

    sql`create table sites (
      id integer primary key,
      name text not null,
      domain text not null,
      logo_url text,
      access_token text not null unique,
      extra_info boolean not null default false,
      features jsonb not null default '{}'::jsonb,
      registration_rule jsonb,
      short_url text,
      front_facing_site_idx_prefix text not null default '/idx',
      created_at timestamptz not null default now()
    )`,
    sql`create table oauth_applications (
      id text primary key,
      site_id integer not null references sites(id) on delete cascade,
      name text not null,
      redirect_uris text[] not null default '{}',
      origins text[] not null default '{}'
    )`,
    sql`create table feeds (
      id integer primary key,
      data_source_name text not null unique,
      name text not null,
      disclaimer_html text not null default '',
      idx_logo_url text,
      disclaimer_settings jsonb not null default '{}'::jsonb,
      listing_broker_required boolean not null default false,
      feed_updated_at timestamptz not null default now()
    )`,
    sql`create table markets (
      id integer primary key,
      site_id integer not null references sites(id) on delete cascade,
      market_name text not null,
      city text not null,
      state_id text not null,
      is_default boolean not null default false,
      latitude double precision not null,
      longitude double precision not null,
      filter_schema jsonb not null default '{}'::jsonb,
      filter_view jsonb not null default '{}'::jsonb,
      idx_layout jsonb not null default '{}'::jsonb
    )`,
    sql`create index markets_site on markets (site_id)`,
    sql`create table market_feeds (
      market_id integer not null references markets(id) on delete cascade,
      feed_id integer not null references feeds(id) on delete cascade,
      primary key (market_id, feed_id)
    )`,
    sql`create table agents (
      id integer primary key,
      feed_id integer references feeds(id),
      first_name text not null,
      last_name text not null,
      email text,
      sms_number text,
      broker_name text,
      office_phone text,
      bio text,
      picture_url text,
      license_state text,
      license_number text,
      share_token text
    )`,
    sql`create index agents_feed_name on agents (feed_id, lower(last_name), lower(first_name))`,

    // One row per listing. location is point(longitude, latitude), null when the feed gave none:
    // such listings are found by search but never clustered.
    sql`create table listings (
      id integer primary key,
      market_id integer not null references markets(id),
      feed_id integer not null references feeds(id),
      slug text not null,
      mls_number text,
      title text not null,
      subtitle text,
      street text,
      city text,
      state_code text,
      zip text,
      city_state text,
      latitude double precision,
      longitude double precision,
      location point,
      purchase_type text not null default 'Purchase',
      type text not null default 'Residential',
      property_type text,
      listing_status text not null,
      canonical_listing_status text,
      bedrooms integer,
      bathrooms real,
      square_feet integer,
      lot_acre real,
      lot_square_feet integer,
      stories integer,
      year_built integer,
      price_in_dollars integer,
      sold_price_in_dollars integer,
      closing_date date,
      listed_at timestamptz,
      data_source_listing_updated_at timestamptz not null,
      last_open_house_end_at timestamptz,
      rent_frequency text,
      description text,
      disclose_price boolean not null default true,
      disclose_address boolean not null default true,
      school_district text,
      school_elementary text,
      school_middle text,
      school_senior_high text,
      listing_agent_id integer references agents(id),
      listing_broker text,
      office_phone text,
      buyer_agent_name text,
      buyer_office_name text,
      broker_listing boolean not null default false,
      newly_listed boolean not null default false,
      password_hash text,
      photo_count integer not null default 0,
      additional_details jsonb,
      realstaq_details jsonb,
      showing_data jsonb
    )`,
    sql`create index listings_location on listings using gist (location)`,
    sql`create index listings_market_updated on listings (market_id, listing_status, data_source_listing_updated_at, id)`,
    sql`create index listings_market_price on listings (market_id, listing_status, price_in_dollars, id)`,
    sql`create index listings_mls on listings (mls_number)`,
    sql`create index listings_zip on listings (zip)`,
    sql`create index listings_city_state on listings (city_state)`,

    sql`create table open_houses (
      id integer primary key,
      listing_id integer not null references listings(id) on delete cascade,
      start_time timestamptz not null,
      end_time timestamptz not null,
      directions text,
      refreshments text,
      showing_contact text,
      showing_contact_phone text
    )`,
    sql`create index open_houses_listing on open_houses (listing_id, start_time)`,
    sql`create table listing_history (
      id integer primary key,
      listing_id integer not null references listings(id) on delete cascade,
      mls_number text,
      closing_date date not null,
      sold_price_in_dollars integer not null
    )`,
    sql`create index listing_history_listing on listing_history (listing_id, closing_date desc)`,

    // Neighbourhoods, school attendance zones and school districts: GeoJSON for the browser, a
    // core polygon (x = longitude, y = latitude) for point-in-polygon in SQL.
    sql`create table areas (
      id integer primary key,
      market_id integer not null references markets(id) on delete cascade,
      kind text not null,
      name text not null,
      label text not null,
      school_level text,
      geometry jsonb not null,
      shape polygon not null
    )`,
    sql`create index areas_market_kind on areas (market_id, kind)`,

    // What the omnibox searches: one row per thing a visitor may type (address, city,
    // neighbourhood, zip, school, MLS number), with the filter it stands for.
    sql`create table suggestions (
      id text primary key,
      market_id integer not null references markets(id) on delete cascade,
      type text not null,
      name text not null,
      label text not null,
      search_text text not null,
      listing_id integer references listings(id) on delete cascade,
      area_id integer references areas(id) on delete cascade,
      listing_status text,
      weight integer not null default 0
    )`,
    sql`create index suggestions_trgm on suggestions using gin (search_text gin_trgm_ops)`,
    sql`create index suggestions_prefix on suggestions (market_id, search_text text_pattern_ops)`,

    sql`create table idx_components (
      id integer primary key,
      site_id integer not null references sites(id) on delete cascade,
      category text not null default 'listing-card',
      name text not null default 'Custom Listing Card',
      stylesheet text not null default '',
      mobiledoc jsonb not null,
      layout text
    )`,
    sql`create table idx_layouts (
      id integer primary key,
      site_id integer not null references sites(id) on delete cascade,
      name text not null,
      components jsonb not null default '{}'::jsonb
    )`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idx_layouts',
    'idx_components',
    'suggestions',
    'areas',
    'listing_history',
    'open_houses',
    'listings',
    'agents',
    'market_feeds',
    'markets',
    'feeds',
    'oauth_applications',
    'sites',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db)
  }
}
