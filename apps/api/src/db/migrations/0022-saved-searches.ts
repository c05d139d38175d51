import { sql, type Kysely } from 'kysely'

// Saved searches. A saved search is shared like a collection: an owner, collaborators,
// invitations, a chat and notification choices. Those live in the collection tables, so the
// invitation, join, chat and subscription code serves both; `collections.kind` tells the two
// apart, and every collection endpoint reads only `kind = 'collection'` rows (and every saved-search
// endpoint only `'saved-search'` ones), so an id of one is a 404 at the other.
//
// `saved_searches` holds what only a saved search has, one row per `kind = 'saved-search'` record:
// - `query`: the search as the app's URL has it, `{ filter, sort?, bounding_box? }`, checked with
//   @idx/domain's search-query schema before it is stored (places and drawn shapes are in `filter`).
// - `site_market_id`: the market it searches.
// - `frequency`: how often its alerts go out (@idx/domain ALERT_FREQUENCIES).
// - `covered_change_id`: the listing change log position its alerts have been matched up to. A new
//   search starts at the newest change, so it alerts about what happens after it was saved.
//
// `saved_search_matches`: each change of the log that concerns a saved search (a listing that newly
// matches, a price or status change of a matching listing, the withdrawal of one it was told
// about), written in the same transaction that moves `covered_change_id` past it, so a change is
// matched exactly once. Alerts are sent from these rows (`alerted_at` is set in the transaction
// that queues the alert), and a member's unviewed count is the listings matched after their
// `collection_members.last_viewed_at`.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table collections add column kind text not null default 'collection'
      check (kind in ('collection', 'saved-search'))`,
    // The owner's list of each kind, by name (GET /collections, GET /saved_searches).
    sql`drop index collections_owner`,
    sql`create index collections_owner on collections (user_id, kind, name)`,
    sql`create table saved_searches (
      id integer primary key references collections(id) on delete cascade,
      site_market_id integer not null references markets(id) on delete cascade,
      frequency text not null default 'daily'
        check (frequency in ('none', 'instant', 'hourly', 'daily', 'weekly', 'monthly')),
      query jsonb not null,
      covered_change_id bigint not null default 0
    )`,
    // Alert runs find the searches of one frequency.
    sql`create index saved_searches_frequency on saved_searches (frequency, id)`,
    sql`create table saved_search_matches (
      saved_search_id integer not null references saved_searches(id) on delete cascade,
      change_id bigint not null,
      listing_id integer not null,
      kind text not null check (kind in ('new', 'price', 'status', 'withdrawn')),
      matched_at timestamptz not null default now(),
      alerted_at timestamptz,
      primary key (saved_search_id, change_id)
    )`,
    // Unviewed counts (matched after a time) and the next alert (not yet alerted).
    sql`create index saved_search_matches_matched on saved_search_matches (saved_search_id, matched_at)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists saved_search_matches`.execute(db)
  await sql`drop table if exists saved_searches`.execute(db)
  await sql`delete from collections where kind <> 'collection'`.execute(db)
  await sql`drop index if exists collections_owner`.execute(db)
  await sql`create index collections_owner on collections (user_id, name)`.execute(db)
  await sql`alter table collections drop column kind`.execute(db)
}
