import type { ReactNode } from 'react'

/**
 * The panel routes of a collection's page, children of `collection/:collectionId` (App.tsx): chat,
 * collaborators, collaborators/invite, info, edit and menu, each drawn beside the results from the
 * page's outlet context (collection-panel-context.ts).
 */
export function collectionPanelRoutes(): ReactNode[] {
  return []
}
