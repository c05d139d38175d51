export { pocketListingsRoutes } from './pocket-listings.routes.js'
export type { PocketListingsTables } from './pocket-listings.tables.js'
