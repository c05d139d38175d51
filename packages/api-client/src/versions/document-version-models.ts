import type { DocumentChange, JsonObject } from '@idx/domain'

/**
 * One saved version of a record an admin edits (a `document_versions` resource, as
 * `GET <record>/{id}/versions` answers it, newest first): who saved it, when, the whole editable
 * document at that version and what changed since the version before. `version` is the record's
 * lock_version after that save. Markets, card designs and site settings share it.
 *
 * @example
 * const { data: versions } = editorApi.useGetMarketVersionsQuery('1')
 * versions?.data[0]?.changes // [{ path: '/filter_schema/properties/bedrooms/title', kind: 'changed', before: 'Beds', after: 'Bedrooms' }]
 */
export interface DocumentVersionRecord<Document extends object = JsonObject> {
  readonly id: string
  readonly type: 'document_versions'
  readonly version: number
  readonly saved_at: string
  /** Who saved it; 'Initial setup' for the state kept before the first save. */
  readonly saved_by_name: string
  readonly document: Document
  readonly changes: readonly DocumentChange[]
}
