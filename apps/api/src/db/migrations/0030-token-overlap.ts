import { sql, type Kysely } from 'kysely'

// A site's API token can be rotated without taking the site down (`idx rotate-token --overlap`):
// the token it replaced keeps working until `previous_token_expires_at`, so the servers and pages
// still holding it can be given the new one one at a time. Unique like `access_token`: a token
// names one site, whichever of the two columns holds it. Both set or both null.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table sites add column previous_access_token text unique`,
    sql`alter table sites add column previous_token_expires_at timestamptz`,
    sql`alter table sites add constraint sites_previous_token_expiry
      check ((previous_access_token is null) = (previous_token_expires_at is null))`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sites drop constraint if exists sites_previous_token_expiry`.execute(db)
  await sql`alter table sites drop column if exists previous_token_expires_at`.execute(db)
  await sql`alter table sites drop column if exists previous_access_token`.execute(db)
}
