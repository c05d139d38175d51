import { COLLECTION_ROUTE_PATHS, INDEX_COLLECTION_ROUTE_PATHS } from '@idx/domain'
import { normalizeCached } from '@idx/api-client/react'
import type { SiteApi } from '@idx/app-shell'
import type { ReactNode } from 'react'
import { Route, useOutletContext } from 'react-router'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { SavedListingScreen, SaveListingScreen } from './SaveListingScreens.js'

/** Whether the site signs visitors in at its own authenticate route (`features.idx_login`). */
function useIdxLogin(api: SiteApi): boolean {
  const { data } = api.useGetSiteQuery()
  return data ? normalizeCached(data).data?.features?.idx_login === true : false
}

const INDEX_BASE = { collectionId: null }

function IndexSave({ api }: { api: SiteApi }) {
  return <SaveListingScreen api={api} base={INDEX_BASE} idxLogin={useIdxLogin(api)} />
}

function IndexSaved({ api }: { api: SiteApi }) {
  return <SavedListingScreen api={api} base={INDEX_BASE} idxLogin={useIdxLogin(api)} />
}

function CollectionSave() {
  const { api, collectionId } = useOutletContext<CollectionPanelContext>()
  return <SaveListingScreen api={api} base={{ collectionId }} idxLogin={useIdxLogin(api)} />
}

function CollectionSaved() {
  const { api, collectionId } = useOutletContext<CollectionPanelContext>()
  return <SavedListingScreen api={api} base={{ collectionId }} idxLogin={useIdxLogin(api)} />
}

/** `collection/:collectionId/save/…` → `save/…`: a child route's path is relative to its parent's. */
function underCollection(path: string): string {
  return path.slice(`${COLLECTION_ROUTE_PATHS.collection}/`.length)
}

/**
 * The save routes under index (App.tsx): `save/:listingId` (the save dialog) and
 * `saved/:savedCollectionId/:listingId` (the confirmation), drawn over the search screen.
 */
export function indexSaveRoutes(api: SiteApi): ReactNode[] {
  return [
    <Route key="save" path={INDEX_COLLECTION_ROUTE_PATHS.save} element={<IndexSave api={api} />} />,
    <Route key="saved" path={INDEX_COLLECTION_ROUTE_PATHS.saved} element={<IndexSaved api={api} />} />,
  ]
}

/**
 * The same two routes as children of `collection/:collectionId`, read from the page's outlet
 * context (`CollectionPanelContext`); DONE and Cancel go back to the collection.
 */
export function collectionSaveRoutes(): ReactNode[] {
  return [
    <Route key="save" path={underCollection(COLLECTION_ROUTE_PATHS.save)} element={<CollectionSave />} />,
    <Route key="saved" path={underCollection(COLLECTION_ROUTE_PATHS.saved)} element={<CollectionSaved />} />,
  ]
}
