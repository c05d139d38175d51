import { sql, type Kysely } from 'kysely'

// One row per invitation e-mail a user made the site send, for the limits on sending
// (INVITATIONS_PER_HOUR and INVITATIONS_PER_DAY in @idx/domain). Invitations themselves cannot be
// counted: withdrawing or accepting one deletes its row, so a user who withdrew each invitation
// right after sending it would never reach a limit. The jobs table would count right today, but
// it is the queue's, holds other kinds, has no index to find one user's recent sends, and may
// well be pruned some day. Rows older than a day serve no limit; sending prunes the sender's own.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table invitation_sends (
      id integer generated always as identity primary key,
      invited_by integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now()
    )`,
    sql`create index invitation_sends_recent on invitation_sends (invited_by, created_at)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invitation_sends`.execute(db)
}
