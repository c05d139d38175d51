import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.js'
import type { DocumentVersionsTable, VersionSubject } from './versions.tables.js'

export type DocumentVersionRow = Selectable<DocumentVersionsTable>

/** Which record's versions: the site guards every read (a record of another site has none here). */
export interface VersionedRecord {
  siteId: number
  subject: VersionSubject
  subjectId: number
}

/** The record's saved versions, as a query to narrow. */
function versionsOf(db: Kysely<Database>, record: VersionedRecord) {
  return db
    .selectFrom('document_versions')
    .selectAll()
    .where('site_id', '=', record.siteId)
    .where('subject', '=', record.subject)
    .where('subject_id', '=', record.subjectId)
}

/** The record's saved versions, newest first; at most `limit`. */
export function findVersions(db: Kysely<Database>, record: VersionedRecord, limit: number) {
  return versionsOf(db, record).orderBy('version', 'desc').limit(limit).execute()
}

/** One saved version of the record. */
export function findVersion(db: Kysely<Database>, record: VersionedRecord, version: number) {
  return versionsOf(db, record).where('version', '=', version).executeTakeFirst()
}

/** Records one version; `savedAt` only for the record's state before its first versioned save. */
export function insertVersion(
  db: Kysely<Database>,
  record: VersionedRecord,
  row: { version: number; document: Record<string, unknown>; userId: number | null; name: string; savedAt?: Date },
) {
  return db
    .insertInto('document_versions')
    .values({
      site_id: record.siteId,
      subject: record.subject,
      subject_id: record.subjectId,
      version: row.version,
      document: JSON.stringify(row.document),
      saved_by_user_id: row.userId,
      saved_by_name: row.name,
      ...(row.savedAt ? { saved_at: row.savedAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
