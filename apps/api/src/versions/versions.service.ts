import type { Kysely, Transaction } from 'kysely'
import { documentChanges, type DocumentChange, type JsonValue } from '@idx/domain'
import type { Database } from '../db/schema.js'
import { VersionConflictError } from './version-conflict-error.js'
import {
  findVersion,
  findVersions,
  insertVersion,
  type DocumentVersionRow,
  type VersionedRecord,
} from './versions.repository.js'

/** An editable document as versions keep it: a JSON object. */
export type VersionDocument = Record<string, unknown>

/** The state a locked record holds: its lock column and its editable document. */
export interface LockedState {
  version: number
  document: VersionDocument
}

/** Who saves: the signed-in user's id and the name versions show. */
export interface VersionAuthor {
  id: number | null
  name: string
}

/** The name a version shows for its author before the first versioned save. */
export const INITIAL_VERSION_NAME = 'Initial setup'

/** How many versions a list answers (newest first). */
export const VERSIONS_LIST_LIMIT = 100

/** What `saveVersioned` needs to know about one save. */
export interface VersionedSave extends VersionedRecord {
  /** The record as the conflict message names it: 'This market', 'This listing card', "This site's settings". */
  what: string
  /** The lock_version the client read (and edited from). */
  expectedVersion: number
  user: VersionAuthor
  /** Locks the record (`select ... for update`) and reads its state; undefined: no such record in the site. */
  lock: (trx: Transaction<Database>) => Promise<LockedState | undefined>
  /** The whole document to save, from the current one (e.g. the current one with the sent members replaced). */
  next: (current: VersionDocument) => VersionDocument
  /** Writes `document` to the record and sets its lock column to `version`. */
  write: (trx: Transaction<Database>, document: VersionDocument, version: number) => Promise<void>
}

/** What a save did: the version the record holds now (unchanged when the document was). */
export type VersionedSaveResult =
  | { outcome: 'saved'; version: number; document: VersionDocument }
  | { outcome: 'unchanged'; version: number; document: VersionDocument }
  | { outcome: 'not_found' }

/**
 * Saves a new version of an edited record in one transaction: locks the record, refuses a stale
 * `expectedVersion` with a 409 VersionConflictError naming who saved it and when, records the
 * record's current state first when no version of it was kept yet (so the original can always be
 * restored), writes the next version row, and lets `write` update the record and its lock column.
 * A document equal to the current one saves nothing (`outcome: 'unchanged'`).
 *
 * @example
 * const result = await saveVersioned(app.db, {
 *   siteId, subject: 'market', subjectId: id, what: 'This market', expectedVersion: 3, user,
 *   lock: (trx) => lockMarketDocuments(trx, siteId, id),
 *   next: (current) => ({ ...current, filter_schema: schema }),
 *   write: (trx, document, version) => writeMarketDocuments(trx, id, document, version),
 * })
 */
export async function saveVersioned(db: Kysely<Database>, save: VersionedSave): Promise<VersionedSaveResult> {
  return db.transaction().execute(async (trx) => {
    const current = await save.lock(trx)
    if (!current) return { outcome: 'not_found' }
    if (current.version !== save.expectedVersion) {
      const saved = await findVersion(trx, save, current.version)
      throw new VersionConflictError({
        what: save.what,
        currentVersion: current.version,
        savedByName: saved?.saved_by_name,
        savedAt: saved?.saved_at,
      })
    }
    const document = save.next(current.document)
    if (documentChanges(current.document as JsonValue, document as JsonValue).length === 0) {
      return { outcome: 'unchanged', version: current.version, document: current.document }
    }
    if (!(await findVersion(trx, save, current.version))) {
      await insertVersion(trx, save, {
        version: current.version,
        document: current.document,
        userId: null,
        name: INITIAL_VERSION_NAME,
      })
    }
    const version = current.version + 1
    await insertVersion(trx, save, { version, document, userId: save.user.id, name: save.user.name })
    await save.write(trx, document, version)
    return { outcome: 'saved', version, document }
  })
}

/** One saved version with what changed since the one before it (empty for the oldest). */
export interface DocumentVersion {
  row: DocumentVersionRow
  changes: DocumentChange[]
}

/** The record's saved versions, newest first (at most VERSIONS_LIST_LIMIT), each with its changes. */
export async function listVersions(db: Kysely<Database>, record: VersionedRecord): Promise<DocumentVersion[]> {
  const rows = await findVersions(db, record, VERSIONS_LIST_LIMIT + 1)
  return rows.slice(0, VERSIONS_LIST_LIMIT).map((row, index) => {
    const previous = rows[index + 1]
    return {
      row,
      changes: previous ? documentChanges(previous.document as JsonValue, row.document as JsonValue) : [],
    }
  })
}

/** A saved version as a JSON:API resource of type `document_versions`. */
export function documentVersionResource({ row, changes }: DocumentVersion) {
  return {
    type: 'document_versions' as const,
    id: String(row.id),
    attributes: {
      version: row.version,
      saved_at: new Date(row.saved_at).toISOString(),
      saved_by_name: row.saved_by_name,
      document: row.document,
      changes,
    },
  }
}

/** The name a saved version shows for a user: first and last name, else the e-mail. */
export function versionAuthorName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}
