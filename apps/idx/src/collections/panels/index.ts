// Every panel of a collection's page, one chunk: loaded with the page, never with the search screen.
// Chat, collaborators, invite and menu are shared with a saved search's page (shared/record-panels).
export { ChatPanel } from '../../shared/record-panels/ChatPanel.js'
export { CollaboratorsPanel } from '../../shared/record-panels/CollaboratorsPanel.js'
export { EditPanel } from './EditPanel.js'
export { InfoPanel } from './InfoPanel.js'
export { InvitePanel } from '../../shared/record-panels/InvitePanel.js'
export { MenuPanel } from '../../shared/record-panels/MenuPanel.js'
