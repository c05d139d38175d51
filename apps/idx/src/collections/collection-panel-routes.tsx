import type { ReactNode } from 'react'
import { Route } from 'react-router'
import { ChatPanel } from './panels/ChatPanel.js'
import { CollaboratorsPanel } from './panels/CollaboratorsPanel.js'
import { EditPanel } from './panels/EditPanel.js'
import { InfoPanel } from './panels/InfoPanel.js'
import { InvitePanel } from './panels/InvitePanel.js'
import { MenuPanel } from './panels/MenuPanel.js'

/**
 * The panel routes of a collection's page, children of `collection/:collectionId` (App.tsx): chat,
 * collaborators, collaborators/invite, info, edit and menu, each drawn beside the results from the
 * page's outlet context (collection-panel-context.ts).
 */
export function collectionPanelRoutes(): ReactNode[] {
  return [
    <Route key="chat" path="chat" element={<ChatPanel />} />,
    <Route key="collaborators" path="collaborators" element={<CollaboratorsPanel />} />,
    <Route key="invite" path="collaborators/invite" element={<InvitePanel />} />,
    <Route key="info" path="info" element={<InfoPanel />} />,
    <Route key="edit" path="edit" element={<EditPanel />} />,
    <Route key="menu" path="menu" element={<MenuPanel />} />,
  ]
}
