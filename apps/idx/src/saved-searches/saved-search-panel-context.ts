import type { SavedSearchRecord } from '@idx/api-client'
import type { RecordPanelContext } from '../shared/record-panels/record-panel-context.js'

/**
 * What a saved search's page hands its panel routes (chat, collaborators, invite, menu, info,
 * edit) through the outlet. The panels shared with a collection's page read its
 * `RecordPanelContext` part (`kind: 'saved-search'`, `record` the saved search, '@' offering its
 * results).
 */
export type SavedSearchPanelContext = RecordPanelContext & {
  kind: 'saved-search'
  savedSearchId: string
  savedSearch: SavedSearchRecord
  /** Only the owner changes the frequency and deletes it. */
  isOwner: boolean
  /** A member (the owner or a collaborator) edits it; the owner's agent only reads it. */
  member: boolean
}
