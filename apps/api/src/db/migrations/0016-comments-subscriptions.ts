import { sql, type Kysely } from 'kysely'

// Comments, notification choices and SMS in the outbox (spec collaboration-agents-admin.md,
// sections 3 and 5).
//
// `collection_comments`: a collection's chat. A comment may name a listing saved on the board
// (`listing_id`, no foreign key, as on collection_listings: a listing that leaves the feed keeps its
// comments); `listing_summary` keeps the listing's card facts as they were when it was named, so a
// comment whose listing has left the feed still shows what it was about. The body is plain text,
// stored as typed (never HTML).
//
// `collection_subscriptions`: a member's explicit choices only. Without a row a flag has its
// default (e-mail on, SMS off for every event), so a member who joins by any path starts with the
// defaults and nothing has to be seeded; a row stores the member's choice either way.
//
// `outbox_messages.kind`: the development outbox keeps text messages (SMS) beside e-mail.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table collection_comments (
      id integer generated always as identity primary key,
      collection_id integer not null references collections(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      listing_id integer,
      listing_summary jsonb,
      body text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    // The chat, newest first, page by page.
    sql`create index collection_comments_newest on collection_comments (collection_id, created_at desc, id desc)`,
    sql`create table collection_subscriptions (
      collection_id integer not null references collections(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      action text not null check (action in ('invite', 'comment', 'add', 'remove', 'update')),
      method text not null check (method in ('email', 'sms')),
      subscribed boolean not null,
      updated_at timestamptz not null default now(),
      primary key (collection_id, user_id, action, method)
    )`,
    sql`alter table outbox_messages add column kind text not null default 'email' check (kind in ('email', 'sms'))`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages drop column if exists kind`.execute(db)
  await sql`drop table if exists collection_subscriptions`.execute(db)
  await sql`drop table if exists collection_comments`.execute(db)
}
