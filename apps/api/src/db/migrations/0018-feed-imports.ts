import { sql, type Kysely } from 'kysely'

// RESO feed imports (src/feeds/reso/).
//
// `feed_imports`: per feed, the high-water mark of the last committed record, a timestamp plus
// the ListingKey (records are read ordered by both, so equal timestamps are neither skipped nor
// repeated). The mark moves in the same transaction as the records it covers, so a killed import
// resumes exactly after what it committed.
//
// `feed_import_runs`: one row per run with its report ({ inserted, updated, unchanged, withdrawn,
// rejected: [{ key, reason }] }); the status command shows the last one.
//
// `feed_records`: what each RESO record became (a listing or an agent), with a hash of what was
// written, so an unchanged record writes nothing. The row id survives a withdrawal (the listing
// row is deleted; collections keep its id and show it as no longer available), so a listing that
// returns to the market comes back under the same id, on the same boards.
//
// `feed_row_ids`: ids of imported listings, agents and open houses, which the seed numbers by
// hand from 1: imported rows start far above any seeded or benchmark id.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create sequence feed_row_ids start with 100000000`,
    sql`create table feed_imports (
      feed_id integer primary key references feeds(id) on delete cascade,
      mark_modified_at timestamptz,
      mark_key text,
      last_success_at timestamptz,
      updated_at timestamptz not null default now()
    )`,
    sql`create table feed_import_runs (
      id integer generated always as identity primary key,
      feed_id integer not null references feeds(id) on delete cascade,
      source text not null,
      status text not null check (status in ('running', 'succeeded', 'failed', 'aborted')),
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      report jsonb not null default '{}',
      error text
    )`,
    sql`create index feed_import_runs_feed on feed_import_runs (feed_id, started_at desc, id desc)`,
    sql`create table feed_records (
      feed_id integer not null references feeds(id) on delete cascade,
      resource text not null check (resource in ('Property', 'Member')),
      record_key text not null,
      row_id integer not null,
      content_hash text not null,
      withdrawn boolean not null default false,
      modified_at timestamptz,
      primary key (feed_id, resource, record_key)
    )`,
    sql`create index feed_records_row on feed_records (resource, row_id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists feed_records`.execute(db)
  await sql`drop table if exists feed_import_runs`.execute(db)
  await sql`drop table if exists feed_imports`.execute(db)
  await sql`drop sequence if exists feed_row_ids`.execute(db)
}
