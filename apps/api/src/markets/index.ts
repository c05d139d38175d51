export type { MarketFeedRow, MarketRow } from './markets.repository.js'
export { feedResourceSchema, marketResourceSchema } from './markets.schemas.js'
export { marketResources } from './markets.service.js'
export type { FeedsTable, MarketFeedsTable, MarketsTable } from './markets.tables.js'
