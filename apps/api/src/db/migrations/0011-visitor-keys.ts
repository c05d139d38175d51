import { sql, type Kysely } from 'kysely'

// A visitor's key: a secret its browser keeps beside the `vid` and never puts in a URL, unlike the
// vid (`_vid` links hand it over). The first call that brings a key binds the visitor to it (its
// SHA-256 is kept); choosing the visitor's agent then needs that key, or the visitor's own user.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tracking_visitors add column key_hash text`.execute(db)
}
