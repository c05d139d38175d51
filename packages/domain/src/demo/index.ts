// @idx/domain/demo: the demo market's data, kept out of the main entry so no page ships it.
// The API server seeds it; stories, tests and docs read it from here.
export { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from './austin-market-filters.js'
