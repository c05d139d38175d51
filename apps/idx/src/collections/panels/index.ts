// Every panel of a collection's page, one chunk: loaded with the page, never with the search screen.
export { ChatPanel } from './ChatPanel.js'
export { CollaboratorsPanel } from './CollaboratorsPanel.js'
export { EditPanel } from './EditPanel.js'
export { InfoPanel } from './InfoPanel.js'
export { InvitePanel } from './InvitePanel.js'
export { MenuPanel } from './MenuPanel.js'
