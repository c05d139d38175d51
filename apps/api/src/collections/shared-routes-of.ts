import type { RecordKind } from './record-kind.js'

/** The document of record `id` as `viewerId` sees it, read fresh after a change. */
export type DocumentOf = (siteId: number, id: number, viewerId: number | null) => Promise<object>

/**
 * What the routes collections and saved searches share (invitations, members, comments,
 * notification choices) need to serve one kind: its descriptor, how to read one's document and
 * that document's schema.
 *
 * @example
 * invitationRoutes(app, { record: SAVED_SEARCH_KIND, documentOf: savedSearchDocumentOf, documentSchema })
 */
export interface SharedRoutesOf {
  record: RecordKind
  documentOf: DocumentOf
  /** The JSON Schema of the record's one-resource document (a route's 200 answer). */
  documentSchema: object
}
