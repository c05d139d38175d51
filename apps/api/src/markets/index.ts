export type { MarketFeedRow, MarketRow } from './markets.repository.js'
export { feedResourceSchema, marketResourceSchema } from './markets.schemas.js'
export { marketResources } from './markets.service.js'
export { readMarketFacets } from './market-facets.repository.js'
export {
  refreshAfterImport,
  refreshGeneratedFilterDocuments,
  type GeneratedFilterScope,
} from './market-filter-documents.js'
export type { FeedsTable, FilterDocumentsSource, MarketFeedsTable, MarketsTable } from './markets.tables.js'
