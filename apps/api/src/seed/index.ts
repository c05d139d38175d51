export type { ListingRow } from './demo-listings.js'
export type { DemoMarket } from './demo-market.js'
export { SUGGESTION_WEIGHTS } from './demo-suggestions.js'
