import { sql, type Kysely } from 'kysely'

// Unlocks of password-protected listings (the password gate). Each row is one unlock token, stored
// only as its SHA-256 in hex, bound to the site that asked and the listing it opens. It also keeps
// a fingerprint of the listing's password hash when it was unlocked: a new password (or none)
// changes it, so earlier unlocks stop opening the listing without anyone deleting them.

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table listing_unlocks (
      token_hash text primary key,
      site_id integer not null references sites(id) on delete cascade,
      listing_id integer not null references listings(id) on delete cascade,
      password_fingerprint text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    // Expired rows are swept on each new unlock.
    sql`create index listing_unlocks_expires_at on listing_unlocks (expires_at)`,
  ]
  for (const statement of statements) await statement.execute(db)
}
