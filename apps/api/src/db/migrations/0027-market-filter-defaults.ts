import { sql, type Kysely } from 'kysely'

// Frozen in time. A market's filter documents are either generated from its listings (refreshed
// after each import that changed them) or custom (written by an admin or the seed, never touched
// by the server). Existing markets keep theirs ('custom'), except those an operator created with
// empty documents, which had no working Filter button: they become 'generated' and get documents
// at their next import.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table markets add column filter_documents_source text not null default 'custom'
    check (filter_documents_source in ('generated', 'custom'))`.execute(db)
  await sql`update markets set filter_documents_source = 'generated'
    where filter_schema = '{}'::jsonb and filter_view = '{}'::jsonb`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table markets drop column if exists filter_documents_source`.execute(db)
}
