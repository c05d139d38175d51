import { sql, type Kysely } from 'kysely'

// Frozen in time. The listing change log: every insert, list price change, status
// change, withdrawal and return to market writes one row here, in the same transaction as the
// listing write itself (src/listings/listing-changes.ts). It is the one source for the listing
// page's price and status history, and later for saved-search alerts and realtime updates.
//
// - `id` only grows, so a reader can ask for "every change after id N". A PostgreSQL identity is
//   handed out at insert, not at commit: a reader polling by id should stay a little behind the
//   newest id (or re-read a short window) so a long transaction committing late is not skipped.
// - `listing_id` has no foreign key (as on collection_listings): a listing that leaves the feed
//   keeps its history, and the withdrawal record outlives the row it describes.
// - `old_value` / `new_value` are `{ status, price }` (see @idx/domain `listingChanges`); null for
//   the side that does not exist (no old value for `listed`, no new one for a removed listing).
// - `changed_at` is when the change happened at the source (the MLS's timestamp, the seed's
//   date); `recorded_at` is when this database learned of it.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table listing_changes (
      id bigint generated always as identity primary key,
      listing_id integer not null,
      kind text not null check (kind in ('listed', 'price', 'status', 'withdrawn', 'back_on_market')),
      old_value jsonb,
      new_value jsonb,
      changed_at timestamptz not null,
      recorded_at timestamptz not null default now(),
      source text not null check (source in ('seed', 'import', 'pocket'))
    )`,
    // A listing's history, newest first (the listing page).
    sql`create index listing_changes_listing_newest on listing_changes (listing_id, changed_at desc, id desc)`,
    // Changes since a time, in order (alerts catching up after a pause); "since id" uses the key.
    sql`create index listing_changes_changed_at on listing_changes (changed_at, id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists listing_changes`.execute(db)
}
