import { sql, type Kysely } from 'kysely'

// Secrets of the server itself, shared by every API process on this database: the key that signs
// photo URLs of unlocked password-protected listings, when IDX_PHOTO_SIGNING_KEY does not set one.
// A process that needs a missing secret creates it (first writer wins), so no setup step exists
// and a per-process random key, which the other processes would refuse, is never used.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`.execute(db)
}
