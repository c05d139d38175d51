// The saved-search feature's public entry: what the search screen draws of it (the save dialog,
// lazily, when `save-search` is open).
export { SaveSearchDialogHost } from './SaveSearchDialogHost.js'
