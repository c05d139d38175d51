import { sql, type Kysely } from 'kysely'

// What the admin app edits is versioned: a market's filter documents and card layout, a UI-editor
// component (listing card, map callout) and a site's settings. Each saved state is a row of
// `document_versions` (who, when, the whole editable document), so an admin can see what changed
// and go back to any earlier state; the edited row's `lock_version` is the version it holds, and a
// save must name the one it started from (two admins never overwrite each other silently).
// `sites.brand` holds the brand colours an admin sets (`{ primary_color?, accent_color? }`).

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table markets add column lock_version integer not null default 1`,
    sql`alter table idx_components add column lock_version integer not null default 1`,
    sql`alter table idx_components add column updated_at timestamptz not null default now()`,
    sql`alter table sites add column settings_version integer not null default 1`,
    sql`alter table sites add column brand jsonb not null default '{}'::jsonb`,
    sql`create table document_versions (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      subject text not null check (subject in ('market', 'idx_component', 'site')),
      subject_id integer not null,
      version integer not null check (version > 0),
      document jsonb not null,
      saved_by_user_id integer references users(id) on delete set null,
      saved_by_name text not null default '',
      saved_at timestamptz not null default now(),
      unique (subject, subject_id, version)
    )`,
    sql`create index document_versions_site on document_versions (site_id, subject, subject_id, version desc)`,
  ]
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists document_versions`.execute(db)
  await sql`alter table sites drop column if exists brand`.execute(db)
  await sql`alter table sites drop column if exists settings_version`.execute(db)
  await sql`alter table idx_components drop column if exists updated_at`.execute(db)
  await sql`alter table idx_components drop column if exists lock_version`.execute(db)
  await sql`alter table markets drop column if exists lock_version`.execute(db)
}
