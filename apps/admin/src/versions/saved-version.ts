import type { DocumentVersionRecord } from '@idx/api-client'
import type { SavedVersion } from '@idx/admin-editor'

/**
 * A saved version as the API answers it (markets, card designs and site settings alike), as the
 * VersionHistory widget lists it.
 *
 * @example
 * records.map(savedVersion) // [{ version: 3, savedAt: '2026-11-29T18:50:00Z', savedByName: 'Ada Admin', changes: [...] }]
 */
export function savedVersion(record: DocumentVersionRecord<object>): SavedVersion {
  return {
    version: Number(record.version),
    savedAt: String(record.saved_at),
    savedByName: record.saved_by_name,
    changes: record.changes,
  }
}
