import { sql, type Kysely } from 'kysely'

// Photos this server keeps (src/uploads/): an agent's upload or an MLS photo's copy, once checked
// and made into every size. `key` is the store's key (uploads/<site>/<uuid>/<name> or
// mls/<sha256 of the URL>); `source_url` is the MLS's URL a copy came from. A key here has all its
// sizes stored, so the photos route serves them instead of a drawing or the MLS's own address.
// `listings.photo_keys` lists a pocket listing's photos in order (null for feed listings).

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table stored_photos (
      key text primary key,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      bytes integer not null check (bytes >= 0),
      source_url text,
      created_at timestamptz not null default now()
    )`,
    sql`alter table listings add column photo_keys jsonb`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column if exists photo_keys`.execute(db)
  await sql`drop table if exists stored_photos`.execute(db)
}
