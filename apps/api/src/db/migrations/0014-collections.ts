import { sql, type Kysely } from 'kysely'

// Collections: shared boards of saved listings (spec collaboration-agents-admin.md, sections 2-3).
// A collection belongs to one site and one owner; its members are the owner and the collaborators
// (`collection_members`, the owner's row included, so "who may see this" is one lookup); its
// listings keep who added them and when, which orders the board and drives each member's
// unviewed count (listings added by someone else after the member's `last_viewed_at`).
//
// `collection_listings.listing_id` has no foreign key on purpose: a listing that leaves the feed
// must stay on the board (still counted, shown as no longer available), not vanish with the row or
// block the feed from removing it. Listings are checked against the site when they are added.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table collections (
      id integer generated always as identity primary key,
      site_id integer not null references sites(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      is_public boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    // The owner's list (GET /collections), sorted by name.
    sql`create index collections_owner on collections (user_id, name)`,
    sql`create table collection_listings (
      collection_id integer not null references collections(id) on delete cascade,
      listing_id integer not null,
      added_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (collection_id, listing_id)
    )`,
    // The board in the order listings were added.
    sql`create index collection_listings_added on collection_listings (collection_id, created_at, listing_id)`,
    sql`create table collection_members (
      collection_id integer not null references collections(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      role text not null check (role in ('owner', 'collaborator')),
      last_viewed_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (collection_id, user_id)
    )`,
    // A user's memberships (filter[only_membership]=true).
    sql`create index collection_members_user on collection_members (user_id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists collection_members`.execute(db)
  await sql`drop table if exists collection_listings`.execute(db)
  await sql`drop table if exists collections`.execute(db)
}
