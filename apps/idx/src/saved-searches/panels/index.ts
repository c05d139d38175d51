// Every panel of a saved search's page, one chunk: loaded with the page, never with the search screen.
// Chat, collaborators, invite and menu are shared with a collection's page (shared/record-panels).
export { ChatPanel } from '../../shared/record-panels/ChatPanel.js'
export { CollaboratorsPanel } from '../../shared/record-panels/CollaboratorsPanel.js'
export { InvitePanel } from '../../shared/record-panels/InvitePanel.js'
export { MenuPanel } from '../../shared/record-panels/MenuPanel.js'
export { SavedSearchEditPanel } from './SavedSearchEditPanel.js'
export { SavedSearchInfoPanel } from './SavedSearchInfoPanel.js'
