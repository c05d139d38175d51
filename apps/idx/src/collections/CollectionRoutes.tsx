import { INDEX_COLLECTION_ROUTE_PATHS, JOIN_ROUTE_PATHS } from '@idx/domain'
import { lazy, Suspense, type ReactNode } from 'react'
import { Route } from 'react-router'
import type { SiteApi } from '@idx/app-shell'
import type { CollectionsPanelKind } from './CollectionPanels.js'

// Loaded when one opens: the search screen's first JavaScript carries none of them.
const CollectionsPanel = lazy(() => import('./CollectionPanels.js'))
const JoinPage = lazy(() => import('./JoinPage.js'))
const JoinAccept = lazy(() => import('./JoinPage.js').then((module) => ({ default: module.JoinAccept })))

const PANELS: readonly CollectionsPanelKind[] = ['collections', 'dashboard', 'properties']

/** Index's children of this module (App.tsx, inside index's route): collections, dashboard, properties. */
export function indexCollectionRoutes(): ReactNode[] {
  return PANELS.map((kind) => (
    <Route
      key={kind}
      path={INDEX_COLLECTION_ROUTE_PATHS[kind]}
      element={
        <Suspense fallback={null}>
          <CollectionsPanel kind={kind} />
        </Suspense>
      }
    />
  ))
}

/** The join splash and its child accept (App.tsx, at the top level). */
export function joinRoutes(api: SiteApi): ReactNode {
  return (
    <Route
      path={JOIN_ROUTE_PATHS.join}
      element={
        <Suspense fallback={null}>
          <JoinPage api={api} />
        </Suspense>
      }
    >
      <Route
        path="accept"
        element={
          <Suspense fallback={null}>
            <JoinAccept />
          </Suspense>
        }
      />
    </Route>
  )
}
