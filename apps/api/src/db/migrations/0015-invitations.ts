import { sql, type Kysely } from 'kysely'

// Invitations to a collection (spec section 3 and apps/api/README.md "Collections"): a member
// invites an e-mail address; the invitee opens the e-mailed join link and accepts with its code.
// Only the code's SHA-256 (hex) is kept: a database leak reveals no usable link. Accepting deletes
// the row in the same statement that checks it, so a code works once; one pending invitation per
// address and collection (compared case-insensitively).
//
// Outbox messages gain a Message-ID: a job that sends mail uses its job id in it as an idempotency
// key, and the outbox keeps a given Message-ID once, so a job run again after a crash between
// sending and recording shows one message.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table collection_invitations (
      id integer generated always as identity primary key,
      collection_id integer not null references collections(id) on delete cascade,
      email text not null,
      invited_by integer references users(id) on delete set null,
      code_hash text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    sql`create unique index collection_invitations_email on collection_invitations (collection_id, lower(email))`,
    sql`create unique index collection_invitations_code on collection_invitations (code_hash)`,
    sql`alter table outbox_messages add column message_id text`,
    // Nulls are distinct: mail sent without a Message-ID is never deduplicated.
    sql`create unique index outbox_messages_message_id on outbox_messages (message_id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists outbox_messages_message_id`.execute(db)
  await sql`alter table outbox_messages drop column if exists message_id`.execute(db)
  await sql`drop table if exists collection_invitations`.execute(db)
}
