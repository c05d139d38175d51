import { sql, type Kysely } from 'kysely'

// Frozen in time. Saved-search alerts (src/saved-searches/alerts/): what the matcher, the alert
// run and the e-mails' links need besides migration 0022's matches.
//
// - `saved_search_matches.listing_summary`: the card facts of the listing when it matched (title,
//   price, beds, baths, photo, link). A withdrawn listing's row is gone from `listings`, so its
//   "No longer available" card is drawn from the summary of its earlier match.
// - `saved_search_matches_listing`: a withdrawal finds the searches that were told about its
//   listing; `saved_search_matches_unalerted`: the alert run finds the searches with matches owed.
// - `saved_searches.last_alerted_at`: the run that last sent its alerts, so a search sends at most
//   once per period even when a late match lands in a period already sent.
// - `saved_searches.engaged_at`: the last open or click of one of its alerts (or when alerts began,
//   or when it was last slowed down); 30 days without one moves it to the next slower frequency,
//   and `slowed_from` (the frequency it had) makes its next e-mail say so once.
// - `saved_search_alert_runs`: one row per alert run, keyed by its minute: a second process (or a
//   second tick) in the same minute finds the row and does nothing, so a user gets one digest per
//   run and a run's work is never done twice.
// - `saved_search_alerts`: one digest queued for one user on one channel in one run (unique: the
//   idempotency key of user and period), the searches it covers, its job, and its first open and
//   click (tracking pixel and redirecting links).
// - `outbox_messages.headers`: the development outbox keeps the extra headers a message carries
//   (List-Unsubscribe, List-Unsubscribe-Post), so they can be read and tested.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table saved_search_matches add column listing_summary jsonb`,
    sql`create index saved_search_matches_listing on saved_search_matches (listing_id, saved_search_id)`,
    sql`create index saved_search_matches_unalerted on saved_search_matches (saved_search_id)
      where alerted_at is null`,
    sql`alter table saved_searches
      add column last_alerted_at timestamptz,
      add column engaged_at timestamptz,
      add column slowed_from text`,
    sql`create table saved_search_alert_runs (
      slot timestamptz primary key,
      ran_at timestamptz not null default now()
    )`,
    sql`create table saved_search_alerts (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      site_id integer not null,
      channel text not null check (channel in ('email', 'sms')),
      run_slot timestamptz not null,
      saved_search_ids integer[] not null,
      job_id integer,
      created_at timestamptz not null default now(),
      opened_at timestamptz,
      clicked_at timestamptz,
      unique (user_id, channel, run_slot)
    )`,
    sql`alter table outbox_messages add column headers jsonb`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages drop column if exists headers`.execute(db)
  await sql`drop table if exists saved_search_alerts`.execute(db)
  await sql`drop table if exists saved_search_alert_runs`.execute(db)
  await sql`alter table saved_searches drop column if exists last_alerted_at,
    drop column if exists engaged_at, drop column if exists slowed_from`.execute(db)
  await sql`drop index if exists saved_search_matches_unalerted`.execute(db)
  await sql`drop index if exists saved_search_matches_listing`.execute(db)
  await sql`alter table saved_search_matches drop column if exists listing_summary`.execute(db)
}
