import { sql, type Kysely } from 'kysely'

// The durable job queue (src/jobs/): work owed after an action, such as an invitation's e-mail,
// written in the action's own transaction so the job exists exactly when the action committed.
// Every API process on the database works the same table; a process claims a job by taking a
// lease (locked_by, locked_until), and a lease that runs out (a process killed mid-job) makes the
// job claimable again. Finished and failed jobs are kept for the record.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table jobs (
      id integer generated always as identity primary key,
      kind text not null,
      payload jsonb not null default '{}',
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts > 0),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      done_at timestamptz,
      failed_at timestamptz
    )`,
    // The claim's scan: jobs still owed, earliest first. Finished and failed jobs leave the index.
    sql`create index jobs_claimable on jobs (run_at, id) where done_at is null and failed_at is null`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists jobs`.execute(db)
}
