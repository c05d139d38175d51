import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { refreshClusterCells } from '../../src/clusters/refresh-cluster-cells.js'
import type { OpenDatabase } from '../../src/db/database.js'
import { demoResoFeed, type DemoResoFeed } from '../../src/feeds/reso/demo-reso-feed.js'
import { buildDemoMarket, MIN_LISTING_COUNT, type DemoMarket } from '../../src/seed/demo-market.js'
import { seedMarket } from '../../src/seed/seed-demo.js'
import { testDatabase } from './database.js'
import { marketWithoutListings } from './market-without-listings.js'

/** What a RESO import test starts from (built once per file: the demo market takes seconds). */
export interface DemoResoFeedSetup {
  /** The demo market's first records, as the RESO feed 'actris' sends them. */
  feed: DemoResoFeed
  /** The demo market without its listings, into which the feed imports. */
  withoutListings: DemoMarket
  /** A new scratch folder for the feed's pages; the test file removes it. */
  folder: string
}

/**
 * The demo market's first `records` listings as a feed and the market to import them into.
 *
 * @example
 * beforeAll(async () => ({ feed, withoutListings, folder } = await demoResoFeedSetup(300, 'idx-reso-')), 60_000)
 */
export async function demoResoFeedSetup(records: number, folderPrefix: string): Promise<DemoResoFeedSetup> {
  const market = await buildDemoMarket({ listingCount: MIN_LISTING_COUNT })
  return {
    feed: demoResoFeed(market, records),
    withoutListings: marketWithoutListings(market),
    folder: await mkdtemp(join(tmpdir(), folderPrefix)),
  }
}

/** A new database holding `market` (the demo market without listings), its cluster cells fresh. */
export async function emptyMarketDatabase(market: DemoMarket): Promise<OpenDatabase> {
  const opened = await testDatabase()
  await seedMarket(opened.db, market)
  await refreshClusterCells(opened.db)
  return opened
}
