import { COLLECTION_ROUTE_PATHS, INDEX_COLLECTION_ROUTE_PATHS } from '@idx/domain'
import { normalizeCached } from '@idx/api-client/react'
import type { SiteApi } from '@idx/app-shell'
import { Suspense, type ReactNode } from 'react'
import { Route, useOutletContext } from 'react-router'
import { lazyModule } from '../../app/lazy-module.js'
import type { RecordPanelContext } from '../../shared/record-panels/record-panel-context.js'
import type { SaveScreensProps } from './SaveListingScreens.js'

/** Whether the site signs visitors in at its own authenticate route (`features.idx_login`). */
function useIdxLogin(api: SiteApi): boolean {
  const { data } = api.useGetSiteQuery()
  return data ? normalizeCached(data).data?.features?.idx_login === true : false
}

// The save dialog and its confirmation load when a save opens, so a visitor's first page carries
// neither: both come in one chunk.
const SaveScreens = lazyModule<SaveScreensProps>(() =>
  import('./SaveListingScreens.js').then((screens) => ({ default: screens.SaveScreens })),
)

/** A save screen once its chunk is in; nothing meanwhile (the page stays on screen under it). */
function LazySaveScreen({ api, base, screen }: Omit<SaveScreensProps, 'idxLogin'>) {
  const idxLogin = useIdxLogin(api)
  return (
    <Suspense fallback={null}>
      <SaveScreens api={api} base={base} idxLogin={idxLogin} screen={screen} />
    </Suspense>
  )
}

const INDEX_BASE = { collectionId: null }

/** A save screen under `collection/:collectionId` or `saved-search/:savedSearchId`, from the page's outlet context. */
function CollectionSaveScreen({ screen }: Pick<SaveScreensProps, 'screen'>) {
  const { api, kind, recordId } = useOutletContext<RecordPanelContext>()
  const base = kind === 'saved-search' ? { collectionId: null, savedSearchId: recordId } : { collectionId: recordId }
  return <LazySaveScreen api={api} base={base} screen={screen} />
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
    <Route
      key="save"
      path={INDEX_COLLECTION_ROUTE_PATHS.save}
      element={<LazySaveScreen api={api} base={INDEX_BASE} screen="save" />}
    />,
    <Route
      key="saved"
      path={INDEX_COLLECTION_ROUTE_PATHS.saved}
      element={<LazySaveScreen api={api} base={INDEX_BASE} screen="saved" />}
    />,
  ]
}

/**
 * The same two routes as children of `collection/:collectionId` or `saved-search/:savedSearchId`
 * (their relative paths are the same), read from the page's outlet context
 * (`RecordPanelContext`); DONE and Cancel go back to that page.
 */
export function collectionSaveRoutes(): ReactNode[] {
  return [
    <Route
      key="save"
      path={underCollection(COLLECTION_ROUTE_PATHS.save)}
      element={<CollectionSaveScreen screen="save" />}
    />,
    <Route
      key="saved"
      path={underCollection(COLLECTION_ROUTE_PATHS.saved)}
      element={<CollectionSaveScreen screen="saved" />}
    />,
  ]
}
