export type { SuggestionsTable } from './suggestions.tables.js'
