import type { CollectionRecord } from '@idx/api-client'
import type { User } from '@idx/domain'
import type { SiteApi } from '@idx/app-shell'

/**
 * What a collection's page hands the panel routes drawn beside its results (chat, collaborators,
 * invite, info, edit, menu), through react-router's outlet context: they read it with
 * `useOutletContext<CollectionPanelContext>()`.
 */
export type CollectionPanelContext = {
  api: SiteApi
  collectionId: string
  /** The collection as the signed-in member sees it (loaded by the page; never null in a panel). */
  collection: CollectionRecord
  /** The signed-in user. */
  user: User
  /** Whether the user owns the collection (delete, remove members). */
  isOwner: boolean
  /** Closes the panel: back to the collection's results, keeping the query. */
  closePanel: () => void
}
