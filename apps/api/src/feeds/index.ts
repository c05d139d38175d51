export { remarkBrokerageListings } from './reso/brokerage-listings.js'
export { type ImportReport, lastImportRun } from './reso/feed-import.repository.js'
