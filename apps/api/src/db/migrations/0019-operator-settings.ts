import { sql, type Kysely } from 'kysely'

// What the operator command-line tool (src/cli/) sets up for a customer.
//
// `feeds.max_data_age_hours`: how old a feed's data may get before the site must say so (the usual
// IDX rule is 12 hours). `if not exists`: the RESO importer's migration may add the same column
// with the same meaning, and whichever runs first wins.
//
// `sites.embed_origins`: the parent pages allowed to frame the site and call its API from the
// browser, besides IDX_FRAME_ANCESTORS (which every site served by this server keeps). Per site,
// canonical origins (`https://broker.example`), as src/http-headers/frame-ancestors.ts reads them.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table feeds add column if not exists max_data_age_hours integer not null default 12`,
    sql`alter table feeds add constraint feeds_max_data_age_positive check (max_data_age_hours > 0)`,
    sql`alter table sites add column embed_origins text[] not null default '{}'`,
    // CORS asks "does any site allow this origin?" on a preflight, which carries no token.
    sql`create index sites_embed_origins on sites using gin (embed_origins)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sites_embed_origins`.execute(db)
  await sql`alter table sites drop column if exists embed_origins`.execute(db)
  await sql`alter table feeds drop constraint if exists feeds_max_data_age_positive`.execute(db)
}
