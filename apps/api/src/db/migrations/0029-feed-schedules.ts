import { sql, type Kysely } from 'kysely'

// Frozen in time. Feeds imported by the server on a schedule (src/feeds/feed-schedules/).
//
// `feed_schedules`: per feed, what the server needs to run its import unattended: the source
// (a RESO Web API base URL with its token endpoint and client id, or a folder of JSON pages), the
// NAME of the environment variable holding the client secret (never the secret: it stays in the
// deployment's secret store, out of backups and dumps), the per-request timeout, the interval
// (null: off) and the next run's time. The same row is the feed's run lock, scheduled or manual:
// `running_since`/`running_by`/`running_trigger` say who runs it, and `running_until` is a lease
// the run renews, so a run whose process died frees the feed within a minute.
//
// `feed_import_runs.trigger`: whether a person ran the import or the schedule did.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table feed_schedules (
      feed_id integer primary key references feeds(id) on delete cascade,
      source_kind text check (source_kind in ('files', 'web-api')),
      source_location text,
      token_url text,
      client_id text,
      client_secret_env text,
      timeout_seconds integer not null default 60 check (timeout_seconds between 1 and 3600),
      every_minutes integer check (every_minutes between 1 and 10080),
      next_run_at timestamptz,
      running_since timestamptz,
      running_by text,
      running_trigger text check (running_trigger in ('manual', 'scheduled')),
      running_until timestamptz,
      updated_at timestamptz not null default now(),
      check (every_minutes is null or source_kind is not null)
    )`,
    sql`create index feed_schedules_due on feed_schedules (next_run_at) where every_minutes is not null`,
    sql`alter table feed_import_runs add column trigger text not null default 'manual'
      check (trigger in ('manual', 'scheduled'))`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feed_import_runs drop column if exists trigger`.execute(db)
  await sql`drop table if exists feed_schedules`.execute(db)
}
