// Every panel of a saved search's page, one chunk: loaded with the page, never with the search screen.
export { SavedSearchEditPanel } from './SavedSearchEditPanel.js'
export { SavedSearchInfoPanel } from './SavedSearchInfoPanel.js'
