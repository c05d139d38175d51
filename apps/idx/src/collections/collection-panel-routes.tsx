import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Route } from 'react-router'
import type * as PanelsModule from './panels/index.js'

// The panels are a collection page's alone: their forms, comments and dates (luxon, phone rules)
// load with the page, in a chunk of their own, and never with the search screen.
type Panels = typeof PanelsModule
export const loadCollectionPanels = (): Promise<Panels> => import('./panels/index.js')

function panelElement(name: keyof Panels): ReactNode {
  const Panel = lazy(() => loadCollectionPanels().then((panels) => ({ default: panels[name] as ComponentType })))
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  )
}

/**
 * The panel routes of a collection's page, children of `collection/:collectionId` (App.tsx): chat,
 * collaborators, collaborators/invite, info, edit and menu, each drawn beside the results from the
 * page's outlet context (collection-panel-context.ts).
 */
export function collectionPanelRoutes(): ReactNode[] {
  return [
    <Route key="chat" path="chat" element={panelElement('ChatPanel')} />,
    <Route key="collaborators" path="collaborators" element={panelElement('CollaboratorsPanel')} />,
    <Route key="invite" path="collaborators/invite" element={panelElement('InvitePanel')} />,
    <Route key="info" path="info" element={panelElement('InfoPanel')} />,
    <Route key="edit" path="edit" element={panelElement('EditPanel')} />,
    <Route key="menu" path="menu" element={panelElement('MenuPanel')} />,
  ]
}
