import { sql, type Kysely } from 'kysely'

// Pocket listings (the admin app's Listings Manager) are rows of `listings`, so search, the map,
// suggestions, the detail page and the sitemap show them as they show a feed's listings. They are
// marked `pocket` (a feed import matches its rows through feed_records, which never name a pocket
// listing, so it neither overwrites nor withdraws one); `is_pocket` and `require_photos` are the
// form's flags as the agent set them; `created_by_user_id` is who made it (an agent sees their
// own); `pocket_details` keeps what only the manager reads back (the form's own title and subtitle,
// the photos' upload Locations), apart from additional_details, which visitors are sent. Its agents, in the order chosen, are `pocket_listing_agents` (listing_agent_id is the first).

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table listings add column pocket boolean not null default false`,
    sql`alter table listings add column is_pocket boolean`,
    sql`alter table listings add column require_photos boolean`,
    sql`alter table listings add column created_by_user_id integer references users(id) on delete set null`,
    sql`alter table listings add column pocket_details jsonb`,
    sql`create index listings_pocket on listings (market_id, id) where pocket`,
    sql`create table pocket_listing_agents (
      listing_id integer not null references listings(id) on delete cascade,
      agent_id integer not null references agents(id) on delete cascade,
      position smallint not null,
      primary key (listing_id, agent_id)
    )`,
    sql`create index pocket_listing_agents_agent on pocket_listing_agents (agent_id)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pocket_listing_agents`.execute(db)
  await sql`drop index if exists listings_pocket`.execute(db)
  for (const column of ['pocket_details', 'created_by_user_id', 'require_photos', 'is_pocket', 'pocket']) {
    await sql`alter table listings drop column if exists ${sql.id(column)}`.execute(db)
  }
}
