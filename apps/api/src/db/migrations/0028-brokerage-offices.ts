import { sql, type Kysely } from 'kysely'

// Frozen in time. The brokerage's own listings: `brokerage_offices` names the office ids (an MLS
// office id or an office key, as the feed spells them) that are the site's brokerage in a feed. A
// listing is the brokerage's (`broker_listing`) when its list office is one of them or its list
// agent works in one. The listings keep the feed's raw list office and list agent ids, and the
// agents their MLS id and office ids, so a change of the office list re-marks the listings in SQL
// without a re-import. The featured sort (the brokerage's listings first, then newest) reads its
// order from an index within a market and status, as the other sorts do (0003).

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table brokerage_offices (
      feed_id integer not null references feeds (id) on delete cascade,
      office_id text not null check (office_id <> ''),
      created_at timestamptz not null default now(),
      primary key (feed_id, office_id)
    )`,
    sql`alter table listings add column list_office_mls_id text`,
    sql`alter table listings add column list_office_key text`,
    sql`alter table listings add column list_agent_mls_id text`,
    sql`alter table listings add column list_agent_key text`,
    sql`alter table agents add column mls_id text`,
    sql`alter table agents add column office_key text`,
    sql`alter table agents add column office_mls_id text`,
    sql`create index agents_feed_mls_id on agents (feed_id, mls_id) where mls_id is not null`,
    sql`create index listings_market_featured on listings
      (market_id, listing_status, broker_listing desc, data_source_listing_updated_at desc, id desc)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index if exists listings_market_featured`,
    sql`drop index if exists agents_feed_mls_id`,
    sql`alter table agents drop column if exists office_mls_id`,
    sql`alter table agents drop column if exists office_key`,
    sql`alter table agents drop column if exists mls_id`,
    sql`alter table listings drop column if exists list_agent_key`,
    sql`alter table listings drop column if exists list_agent_mls_id`,
    sql`alter table listings drop column if exists list_office_key`,
    sql`alter table listings drop column if exists list_office_mls_id`,
    sql`drop table if exists brokerage_offices`,
  ]
  for (const statement of statements) await statement.execute(db)
}
