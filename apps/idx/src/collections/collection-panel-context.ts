import type { CollectionRecord } from '@idx/api-client'
import type { RecordPanelContext } from '../shared/record-panels/record-panel-context.js'

/**
 * What a collection's page hands the panel routes drawn beside its results (chat, collaborators,
 * invite, info, edit, menu), through react-router's outlet context: they read it with
 * `useOutletContext<CollectionPanelContext>()`. The panels shared with a saved search's page read
 * its `RecordPanelContext` part (`kind: 'collection'`, `record` the collection).
 */
export type CollectionPanelContext = RecordPanelContext & {
  kind: 'collection'
  collectionId: string
  /** The collection as the signed-in member sees it (loaded by the page; never null in a panel). */
  collection: CollectionRecord
  /** Whether the user owns the collection (delete, remove members). */
  isOwner: boolean
}
