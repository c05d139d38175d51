import { sql, type Kysely } from 'kysely'

// Frozen in time. An alert's listing card is kept once per change, not once per match: 10,000
// searches matching one price cut wrote the same card 10,000 times (migration 0024's
// `saved_search_matches.listing_summary`), most of an alert run's time. `saved_search_change_cards`
// holds the card of each change some search matched (title, price, beds, baths, photo, link; the
// old price of a price change, the old status of a status change), written by the matcher in the
// transaction of the matches; a withdrawal's card is the listing's latest earlier card, since its
// row is gone from `listings` by then. No foreign key to listing_changes, like the log's own rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table saved_search_change_cards (
      change_id bigint primary key,
      listing_id integer not null,
      card jsonb not null
    )`,
    // A withdrawal's card: the listing's latest.
    sql`create index saved_search_change_cards_listing on saved_search_change_cards (listing_id, change_id desc)`,
    sql`alter table saved_search_matches drop column listing_summary`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_search_matches add column listing_summary jsonb`.execute(db)
  await sql`drop table if exists saved_search_change_cards`.execute(db)
}
