import { hash } from '@node-rs/argon2'
import type { Insertable } from 'kysely'
import type { AgentsTable } from '../agents/index.js'
import type { AreasTable } from '../areas/index.js'
import type { ListingChangesTable, ListingHistoryTable, OpenHousesTable } from '../listings/index.js'
import type { MarketFeedsTable, MarketsTable } from '../markets/index.js'
import type { OauthApplicationsTable } from '../site/index.js'
import type { SuggestionsTable } from '../suggestions/index.js'
import type { UsersTable } from '../users/index.js'
import { austinZips } from './austin-zips.js'
import { demoAgents, demoBrokerages, demoOfficeKey } from './demo-agents.js'
import { areaRow, demoAreas, type DemoArea } from './demo-areas.js'
import { demoListingChanges } from './demo-listing-changes.js'
import { demoListings, type ListingRow } from './demo-listings.js'
import {
  DEMO_BROKERAGE,
  DEMO_FEEDS,
  DEMO_MARKET_ID,
  demoFeeds,
  demoMarket,
  demoOauthApplication,
  demoSite,
  type FeedRow,
  type SiteRow,
} from './demo-site.js'
import { demoSuggestions } from './demo-suggestions.js'
import { demoUsers } from './demo-users.js'
import { zipAreas } from './demo-zip-areas.js'
import { SeededRandom } from '../random/seeded-random.js'

/** The password of every password-protected demo listing (documented in apps/api/README.md). */
export const DEMO_LISTING_PASSWORD = 'open-sesame'

/**
 * Listings in the demo market unless told otherwise: enough that a visitor's search for homes for
 * sale that are active, coming soon or pending (about 61% of them) reaches the '10,000+ Results'
 * cap, while the opening search (active and coming soon, about 50%) stays under it.
 */
export const DEFAULT_LISTING_COUNT = 18_000
/** The smallest demo market: large enough that every filter and the clusters have something to show. */
export const MIN_LISTING_COUNT = 5000

// One constant seed; each part draws from its own stream, so a change in one part (say, more
// agents) does not reshuffle the others.
const SEED = 0x1d8a5e
const STREAM = { areas: 1, agents: 2, listings: 3, passwords: 4, users: 5, changes: 6 } as const

export interface DemoMarketOptions {
  /** How many listings (default 18,000, at least 5000). */
  listingCount?: number
  /** The seed's clock: every date is relative to the start of this UTC day (default now). */
  now?: Date
  /**
   * Seed the demo accounts, whose passwords are published in the README (default true). The
   * server leaves them out when NODE_ENV is production, so a fresh production database never
   * starts with a known admin password.
   */
  demoUsers?: boolean
}

/** Every row of the demo market, table by table, in insertion order. */
export interface DemoMarket {
  sites: SiteRow[]
  oauth_applications: Insertable<OauthApplicationsTable>[]
  feeds: FeedRow[]
  markets: Insertable<MarketsTable>[]
  market_feeds: Insertable<MarketFeedsTable>[]
  /** The site's brokerage offices in its feeds (brokerage_offices: feeds/ owns the table). */
  brokerage_offices: { feed_id: number; office_id: string }[]
  agents: Insertable<AgentsTable>[]
  users: Insertable<UsersTable>[]
  areas: Insertable<AreasTable>[]
  listings: ListingRow[]
  open_houses: Insertable<OpenHousesTable>[]
  listing_history: Insertable<ListingHistoryTable>[]
  listing_changes: Insertable<ListingChangesTable>[]
  suggestions: Insertable<SuggestionsTable>[]
}

/** How many listings `options` ask for: DEFAULT_LISTING_COUNT unless told; a RangeError below the minimum. */
export function demoListingCount(options: Pick<DemoMarketOptions, 'listingCount'>): number {
  const listingCount = options.listingCount ?? DEFAULT_LISTING_COUNT
  if (!Number.isInteger(listingCount) || listingCount < MIN_LISTING_COUNT) {
    throw new RangeError(`listingCount must be an integer of at least ${MIN_LISTING_COUNT}, got ${listingCount}`)
  }
  return listingCount
}

/** The start (00:00 UTC) of the day `now` falls in. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/**
 * Generates the demo market without touching a database: same options, same rows. Dates are
 * offsets from the start of the UTC day of `now`, so seeding twice on one day gives identical
 * rows and open houses dated "tomorrow" stay upcoming for the whole day.
 *
 * @example
 * const market = await buildDemoMarket({ now: new Date('2026-03-01T12:00:00Z') })
 * market.listings.length // 18000
 */
export async function buildDemoMarket(options: DemoMarketOptions = {}): Promise<DemoMarket> {
  const listingCount = demoListingCount(options)
  const dayStart = startOfUtcDay(options.now ?? new Date())
  const areas = demoAreas(new SeededRandom(SEED + STREAM.areas))
  const zips = austinZips()
  // Zip outlines come after every other area, so the other areas keep their ids.
  const zipOutlines = zipAreas(zips, areas.length + 1)
  const brokerages = demoBrokerages()
  const agents = demoAgents(new SeededRandom(SEED + STREAM.agents), brokerages)
  const generated = demoListings(
    {
      random: new SeededRandom(SEED + STREAM.listings),
      dayStart: dayStart.getTime(),
      zips,
      areas,
      agents,
    },
    listingCount,
  )
  // argon2id with a salt from the seed: the hashes, like everything else, are the same every run.
  const salts = new SeededRandom(SEED + STREAM.passwords)
  for (const id of generated.passwordListingIds) {
    const listing = generated.listings[id - 1]!
    listing.password_hash = await hash(DEMO_LISTING_PASSWORD, { salt: Buffer.from(salts.hex(16), 'hex') })
  }
  return {
    sites: [demoSite(dayStart)],
    oauth_applications: [demoOauthApplication()],
    feeds: demoFeeds(dayStart),
    markets: [demoMarket()],
    market_feeds: DEMO_FEEDS.map((feed) => ({ market_id: DEMO_MARKET_ID, feed_id: feed.id })),
    // The site's brokerage in its home feed: its listings are featured.
    brokerage_offices: brokerages
      .filter((brokerage) => brokerage.name === DEMO_BROKERAGE)
      .map((brokerage) => ({ feed_id: brokerage.feedId, office_id: demoOfficeKey(brokerage.name) })),
    agents: agents.map((agent) => agent.row),
    users:
      options.demoUsers === false
        ? []
        : await demoUsers(
            new SeededRandom(SEED + STREAM.users),
            agents.map((agent) => agent.row),
            dayStart,
          ),
    areas: [...areas, ...zipOutlines].map(areaRow),
    listings: generated.listings,
    open_houses: generated.openHouses,
    listing_history: generated.history,
    // After the listings are final (passwords, slugs): the log ends in each listing as stored.
    listing_changes: demoListingChanges(new SeededRandom(SEED + STREAM.changes), generated.listings),
    suggestions: withZipOutlines(demoSuggestions(generated.listings, areas), zipOutlines),
  }
}

/**
 * Zip suggestions point at their zip's outline (`area_id`), so a picked zip comes with its shape
 * like a neighbourhood does; the zip filter itself still matches the listings' zip column.
 */
function withZipOutlines(
  suggestions: Insertable<SuggestionsTable>[],
  zipOutlines: readonly DemoArea[],
): Insertable<SuggestionsTable>[] {
  const outlineOf = new Map(zipOutlines.map((area) => [`zip:${area.name}`, area.id]))
  return suggestions.map((row) => (outlineOf.has(row.id) ? { ...row, area_id: outlineOf.get(row.id)! } : row))
}
