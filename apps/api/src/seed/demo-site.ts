import type { FeedDisclaimerSettings, RegistrationRule, SiteFeatures } from '@idx/domain'
import type { Insertable } from 'kysely'
import { DEMO_CLIENT_ID, DEMO_SITE_TOKEN } from '../config/server-config.js'
import type { FeedsTable, MarketsTable } from '../markets/index.js'
import type { OauthApplicationsTable, SitesTable } from '../site/index.js'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'

export const DEMO_SITE_ID = 1
export const DEMO_MARKET_ID = 1
/** The brokerage whose site this is: its listings are the site's own (`broker_listing`). */
export const DEMO_BROKERAGE = 'Lone Star Realty'

/** Every feature switch of the spec's Site entity, set as a typical brokerage site would. */
export const DEMO_SITE_FEATURES = {
  assign_agent_at_signup: true,
  assign_agent_at_any_form: false,
  fraction_display: { enabled: true },
  opt_in: true,
  idx_listing_agent_card: true,
  idx_login: false,
  sso_login: false,
  sign_up_without_password: false,
  idx_disclaimer: {
    enabled: true,
    template:
      'The data relating to real estate for sale on this web site comes in part from the Internet Data Exchange ' +
      'program of the MLS feeds listed below. Listings held by brokerage firms other than Lone Star Realty are ' +
      'marked with the feed logo and include the name of the listing broker.',
    terms_of_use: 'https://lonestar-realty.example/terms',
    privacy_policy: null,
  },
  // The support chat and the agent-callback form show in the Austin market.
  support_chat: { market_ids: ['1'] },
} satisfies SiteFeatures

export const DEMO_REGISTRATION_RULE = { mode: 'views', limit: 5 } satisfies RegistrationRule

// schema.ts types these defaulted timestamps as Generated<Timestamp>, which Kysely will not accept a
// Date for; the seed sets them anyway so that its rows do not depend on the clock.
export type SiteRow = Omit<Insertable<SitesTable>, 'created_at'> & { created_at: Date }
export type FeedRow = Omit<Insertable<FeedsTable>, 'feed_updated_at'> & { feed_updated_at: Date }

export function demoSite(dayStart: Date): SiteRow {
  return {
    id: DEMO_SITE_ID,
    name: DEMO_BROKERAGE,
    domain: 'lonestar-realty.example',
    logo_url: `/api/v3/sites/${DEMO_SITE_ID}/logo.svg`,
    access_token: DEMO_SITE_TOKEN,
    extra_info: true,
    features: JSON.stringify(DEMO_SITE_FEATURES),
    registration_rule: JSON.stringify(DEMO_REGISTRATION_RULE),
    short_url: 'https://lsr.example',
    created_at: dayStart,
  }
}

/** The demo OAuth application: the embedded site served by this server on port 3000. */
export function demoOauthApplication(): Insertable<OauthApplicationsTable> {
  const origins = ['http://127.0.0.1:3000', 'http://localhost:3000']
  return {
    id: DEMO_CLIENT_ID,
    site_id: DEMO_SITE_ID,
    name: 'Lone Star Realty IDX',
    redirect_uris: origins.flatMap((origin) => [`${origin}/app/`, `${origin}/app/oauth/callback`]),
    origins,
  }
}

interface FeedSpec {
  id: number
  data_source_name: string
  name: string
  /** Prefix of its MLS numbers. */
  mlsPrefix: string
  disclaimer: string
  settings: FeedDisclaimerSettings
  listingBrokerRequired: boolean
}

/** The three MLS feeds of the Austin market (ids 1 to 3). */
export const DEMO_FEEDS: readonly FeedSpec[] = [
  {
    id: 1,
    data_source_name: 'actris',
    name: 'ACTRIS MLS',
    mlsPrefix: 'ACT',
    disclaimer:
      'Based on information submitted to the ACTRIS MLS. All data is obtained from various sources and may not ' +
      'have been verified by the broker or the MLS. Supplied open house information is subject to change without ' +
      'notice. All information should be independently reviewed and verified for accuracy. Properties may or may ' +
      'not be listed by the office or agent presenting the information.',
    settings: {
      image: { contain: true, search: true, map: true },
      agent_name: { search: true },
      broker_name: { search: true },
      text: { map: true },
    },
    listingBrokerRequired: false,
  },
  {
    id: 2,
    data_source_name: 'abor',
    name: 'Austin Board of REALTORS',
    mlsPrefix: 'ABR',
    disclaimer:
      'Listing information provided by the Austin Board of REALTORS is deemed reliable but not guaranteed. IDX ' +
      'information is provided exclusively for consumers’ personal, non-commercial use and may not be used for any ' +
      'purpose other than to identify prospective properties consumers may be interested in purchasing.',
    settings: {
      image: { contain: false, search: false, map: true },
      agent_name: { search: false },
      broker_name: { search: true },
      text: { map: true },
    },
    listingBrokerRequired: true,
  },
  {
    id: 3,
    data_source_name: 'wbr',
    name: 'Williamson-Burnet REALTORS',
    mlsPrefix: 'WBR',
    disclaimer:
      'The data relating to real estate for sale on this site comes in part from the Williamson-Burnet County ' +
      'Association of REALTORS. Information is deemed reliable but is not guaranteed and should be verified.',
    settings: {
      image: { contain: true, search: true, map: false },
      agent_name: { search: true },
      broker_name: { search: false },
      text: { map: false },
    },
    listingBrokerRequired: false,
  },
]

/** The demo feeds' maximum data age (see feeds.max_data_age_hours). */
export const DEMO_MAX_DATA_AGE_HOURS = 48

export function demoFeeds(dayStart: Date): FeedRow[] {
  return DEMO_FEEDS.map((feed) => ({
    id: feed.id,
    data_source_name: feed.data_source_name,
    name: feed.name,
    // The page adds "Data last updated: {time}" under it from feed_updated_at.
    disclaimer_html: `<p>${feed.disclaimer}</p>`,
    idx_logo_url: `/api/v3/feeds/${feed.id}/logo.svg`,
    disclaimer_settings: JSON.stringify(feed.settings),
    listing_broker_required: feed.listingBrokerRequired,
    // Feeds refresh every few minutes; the seed says "a little before the day began".
    feed_updated_at: new Date(dayStart.getTime() - feed.id * 7 * 60_000),
    // Nothing imports into the demo: allowed two days rather than the usual 12 hours, so a site
    // seeded today is not reported stale (/readyz, idx status) by this evening.
    max_data_age_hours: DEMO_MAX_DATA_AGE_HOURS,
  }))
}

export function demoMarket(): Insertable<MarketsTable> {
  return {
    id: DEMO_MARKET_ID,
    site_id: DEMO_SITE_ID,
    market_name: 'Austin',
    city: 'Austin',
    state_id: 'TX',
    is_default: true,
    latitude: 30.267294,
    longitude: -97.75,
    filter_schema: JSON.stringify(AUSTIN_FILTER_SCHEMA),
    filter_view: JSON.stringify(AUSTIN_FILTER_VIEW),
    idx_layout: JSON.stringify({}),
  }
}
