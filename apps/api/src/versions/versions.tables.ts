import type { Generated } from 'kysely'
import type { GeneratedTimestamp, Json } from '../db/schema.js'

/** What a saved version belongs to. */
export type VersionSubject = 'market' | 'idx_component' | 'site'

/** One saved state of an edited record (migration 0031): the whole editable document at that version. */
export interface DocumentVersionsTable {
  id: Generated<number>
  site_id: number
  subject: VersionSubject
  subject_id: number
  version: number
  document: Json<Record<string, unknown>>
  saved_by_user_id: number | null
  saved_by_name: Generated<string>
  saved_at: GeneratedTimestamp
}

/** The tables versions/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface VersionsTables {
  document_versions: DocumentVersionsTable
}
