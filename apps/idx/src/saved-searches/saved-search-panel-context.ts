import type { SavedSearchRecord } from '@idx/api-client'
import type { SiteApi } from '@idx/app-shell'

/** What a saved search's page hands its panel routes (info, edit) through the outlet. */
export type SavedSearchPanelContext = {
  api: SiteApi
  savedSearchId: string
  savedSearch: SavedSearchRecord
  /** Only the owner changes the frequency and deletes it. */
  isOwner: boolean
  /** A member (the owner or a collaborator) edits it; the owner's agent only reads it. */
  member: boolean
  /** Back to the results, keeping their query (page, map). */
  closePanel: () => void
}
