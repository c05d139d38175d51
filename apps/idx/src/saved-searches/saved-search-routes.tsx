import { INDEX_SAVED_SEARCH_ROUTE_PATHS } from '@idx/domain'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Route } from 'react-router'
import type * as PanelsModule from './panels/index.js'

// The saved-search routes (App.tsx): the page's panels and the index's children. Each loads on
// demand: the search screen's first JavaScript carries none of them.
type Panels = typeof PanelsModule
export const loadSavedSearchPanels = (): Promise<Panels> => import('./panels/index.js')

const SavedSearchesPanel = lazy(() => import('./SavedSearchesPanel.js'))
const SaveSearchGate = lazy(() =>
  import('./SavedSearchesPanel.js').then((module) => ({ default: module.SaveSearchGate })),
)

function panelElement(name: keyof Panels): ReactNode {
  const Panel = lazy(() => loadSavedSearchPanels().then((panels) => ({ default: panels[name] as ComponentType })))
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  )
}

/**
 * The panel routes of a saved search's page, children of `saved-search/:savedSearchId`: chat,
 * collaborators, collaborators/invite ('Invite to Search') and menu (the panels a collection's
 * page has too, shared/record-panels), info and edit.
 */
export function savedSearchPanelRoutes(): ReactNode[] {
  return [
    <Route key="chat" path="chat" element={panelElement('ChatPanel')} />,
    <Route key="collaborators" path="collaborators" element={panelElement('CollaboratorsPanel')} />,
    <Route key="invite" path="collaborators/invite" element={panelElement('InvitePanel')} />,
    <Route key="menu" path="menu" element={panelElement('MenuPanel')} />,
    <Route key="info" path="info" element={panelElement('SavedSearchInfoPanel')} />,
    <Route key="edit" path="edit" element={panelElement('SavedSearchEditPanel')} />,
  ]
}

/**
 * Index's saved-search children: `saved-searches` (the user's list, over the search) and
 * `save-search` (the search screen draws the dialog; the route sends a visitor to sign in first).
 */
export function indexSavedSearchRoutes(): ReactNode[] {
  return [
    <Route
      key="saved-searches"
      path={INDEX_SAVED_SEARCH_ROUTE_PATHS.savedSearches}
      element={
        <Suspense fallback={null}>
          <SavedSearchesPanel />
        </Suspense>
      }
    />,
    <Route
      key="save-search"
      path={INDEX_SAVED_SEARCH_ROUTE_PATHS.saveSearch}
      element={
        <Suspense fallback={null}>
          <SaveSearchGate />
        </Suspense>
      }
    />,
  ]
}
