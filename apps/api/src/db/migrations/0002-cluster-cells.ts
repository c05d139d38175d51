import { sql, type Kysely } from 'kysely'

// Frozen in time. Map clusters and omnibox suggestions at scale.
//
// cluster_cells: per grid cell and zoom level, the count, coordinate sums and extent of the
// listings that have a location, grouped by the equality dimensions the common filters use
// (market, status, purchase type, type, property type). Derived data: src/clusters/
// refresh-cluster-cells.ts rebuilds it after bulk loads. Until then (and after any change to
// listings, which a statement trigger notes in cluster_cells_state) clusters are computed live.
//
// Suggestions: a per-type prefix index (each omnibox section is a short ordered index scan), a
// street-name index over addresses, so 'mary' finds '1105 w mary st' without a scan, and a
// trigram index over places only (word prefixes, near-misses) that long address lists stay out of.

/** Leading house number and directional of an address's search text (also in src/suggestions). */
const STREET_PREFIX = '^[0-9]+[a-z]? (?:(?:n|s|e|w|ne|nw|se|sw|north|south|east|west) )?'

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table cluster_cells (
      zoom smallint not null,
      market_id integer not null,
      listing_status text not null,
      purchase_type text not null,
      type text not null,
      property_type text,
      cx integer not null,
      cy integer not null,
      listing_count integer not null,
      lat_e7_sum bigint not null,
      lng_e7_sum bigint not null,
      min_lat double precision not null,
      max_lat double precision not null,
      min_lng double precision not null,
      max_lng double precision not null
    )`,
    sql`create index cluster_cells_cell on cluster_cells (zoom, market_id, cx, cy)`,

    // One row: whether cluster_cells matches listings. Stale until the first refresh.
    sql`create table cluster_cells_state (
      id integer primary key check (id = 1),
      stale boolean not null default true,
      refreshed_at timestamptz
    )`,
    sql`insert into cluster_cells_state (id, stale) values (1, true)`,
    // Writes only when not yet stale, so concurrent writers do not queue on the row.
    sql`create function mark_cluster_cells_stale() returns trigger language plpgsql as $$
      begin
        update cluster_cells_state set stale = true where id = 1 and not stale;
        return null;
      end
    $$`,
    sql`create trigger listings_cluster_cells_stale
      after insert or delete or update of market_id, listing_status, purchase_type, type, property_type, location, disclose_address
      on listings for each statement execute function mark_cluster_cells_stale()`,
    sql`create trigger listings_cluster_cells_stale_truncate
      after truncate on listings for each statement execute function mark_cluster_cells_stale()`,

    sql`create index suggestions_type_prefix on suggestions (market_id, type, search_text text_pattern_ops)`,
    // Replaced by suggestions_type_prefix: every omnibox query names its type, and with both the
    // planner took the smaller one and filtered the type, reading thousands of addresses for a zip.
    sql`drop index suggestions_prefix`,
    // Places (a few thousand rows at most): word prefixes and near-misses without a scan.
    sql`create index suggestions_place_trgm on suggestions using gin (search_text gin_trgm_ops)
      where type in ('city', 'neighborhood', 'zip', 'school')`,
    sql`create index suggestions_street_prefix on suggestions
      (market_id, (regexp_replace(search_text, ${sql.lit(STREET_PREFIX)}, '')) text_pattern_ops)
      where type = 'address'`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists suggestions_street_prefix`.execute(db)
  await sql`drop index if exists suggestions_place_trgm`.execute(db)
  await sql`create index if not exists suggestions_prefix on suggestions (market_id, search_text text_pattern_ops)`.execute(
    db,
  )
  await sql`drop index if exists suggestions_type_prefix`.execute(db)
  await sql`drop trigger if exists listings_cluster_cells_stale_truncate on listings`.execute(db)
  await sql`drop trigger if exists listings_cluster_cells_stale on listings`.execute(db)
  await sql`drop function if exists mark_cluster_cells_stale()`.execute(db)
  await sql`drop table if exists cluster_cells_state`.execute(db)
  await sql`drop table if exists cluster_cells`.execute(db)
}
