import type { Collaborator, CollectionInvitation } from '@idx/api-client'
import type { ListingSearchArg, SharedRecordKind } from '@idx/api-client/react'
import type { User } from '@idx/domain'
import type { SiteApi } from '@idx/app-shell'

/** What the shared panels read of the record: its name and its people. */
export type PanelRecord = {
  readonly name: string
  /** The owner. */
  readonly user?: Collaborator | null
  readonly collaborators?: readonly Collaborator[] | null
  readonly invitations?: readonly CollectionInvitation[] | null
}

/**
 * What a collection's or saved search's page hands the panels both share (chat, collaborators,
 * invite, menu) through react-router's outlet context: they read it with
 * `useOutletContext<RecordPanelContext>()`. Each page's own context adds what its other panels
 * need (collection-panel-context.ts, saved-search-panel-context.ts).
 */
export type RecordPanelContext = {
  api: SiteApi
  /** Which record the page shows: its API paths, cache tags, routes and words follow. */
  kind: SharedRecordKind
  recordId: string
  /** The record as the signed-in member sees it (loaded by the page; never null in a panel). */
  record: PanelRecord
  /** The signed-in user. */
  user: User
  /**
   * The listings the chat's '@' offers: a search's first page (a saved search's results), or
   * null for the collection's own listings.
   */
  mentionSearch: ListingSearchArg | null
  /** Closes the panel: back to the record's results, keeping the query. */
  closePanel: () => void
}
