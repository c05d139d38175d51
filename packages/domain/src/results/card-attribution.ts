import { showsSellerAgentLine } from '../listing/seller-agent-line.js'
import type { Listing } from '../listing/types.js'
import type { Feed } from '../site/market.js'

/** The credit lines under a listing card's facts; `null` where the card shows no such line. */
export type CardAttribution = {
  /** 'Listed By {agent} with {broker}', when the site shows extra info. */
  listedBy: string | null
  /** 'Sold By {buyer agent} with {buyer office}', on Sold listings when the site shows extra info. */
  soldBy: string | null
  /**
   * 'Courtesy of {agent}, {broker}': the names the feed's disclaimer settings
   * require on result cards, when no 'Listed By' line already names them.
   */
  courtesy: string | null
}

/** Options of `listingCardAttribution`. */
export type CardAttributionOptions = {
  /** The listing's feed (its disclaimer settings decide which names a card must show). */
  feed?: Pick<Feed, 'disclaimer_settings' | 'listing_broker_required'> | null
  /** The site's `extra_info` switch. */
  extraInfo?: boolean | null
}

function name(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** '{lead} {person} with {office}', or with whichever of the two is known; `null` when neither is. */
function creditLine(lead: string, person: string | null, office: string | null): string | null {
  if (person && office) return `${lead} ${person} with ${office}`
  const only = person ?? office
  return only ? `${lead} ${only}` : null
}

/**
 * Which of the listing agent and broker a result card must name for this
 * feed: the agent when `disclaimer_settings.agent_name.search` is on, the
 * broker when `broker_name.search` is on or the feed has `listing_broker_required`.
 * A required name the listing does not have is `null`.
 *
 * @example
 * feedRequiredNames({ listing_agent: 'Ana Diaz', listing_broker: 'Lone Star Realty' },
 *   { disclaimer_settings: { broker_name: { search: true } } })
 * // { agent: null, broker: 'Lone Star Realty' }
 */
export function feedRequiredNames(
  listing: Pick<Listing, 'listing_agent' | 'listing_broker'>,
  feed: CardAttributionOptions['feed'],
): { agent: string | null; broker: string | null } {
  const settings = feed?.disclaimer_settings
  const agentRequired = settings?.agent_name?.search === true
  const brokerRequired = settings?.broker_name?.search === true || feed?.listing_broker_required === true
  return {
    agent: agentRequired ? name(listing.listing_agent) : null,
    broker: brokerRequired ? name(listing.listing_broker) : null,
  }
}

/**
 * The credit lines of a listing card.
 *
 * - With the site's extra info on: 'Listed By {agent} with {broker}' (or the
 *   one of them the listing has), and on Sold listings 'Sold By {buyer agent}
 *   with {buyer office}'. The brokerage's own listings (`broker_listing`) show
 *   the 'Listed By' line whenever their agent is known.
 * - The agent and broker the feed's disclaimer settings require ('Courtesy of
 *   {agent}, {broker}') when there is no 'Listed By' line; that line already
 *   names every agent and broker the listing has.
 *
 * @example
 * listingCardAttribution(
 *   { listing_status: 'Sold', listing_agent: 'Ana Diaz', listing_broker: 'Lone Star Realty',
 *     buyer_agent_name: 'Bo Chen', buyer_office_name: 'Hill Country Homes' },
 *   { extraInfo: true },
 * )
 * // { listedBy: 'Listed By Ana Diaz with Lone Star Realty',
 * //   soldBy: 'Sold By Bo Chen with Hill Country Homes', courtesy: null }
 */
export function listingCardAttribution(
  listing: Pick<
    Listing,
    | 'listing_agent'
    | 'listing_broker'
    | 'buyer_agent_name'
    | 'buyer_office_name'
    | 'listing_status'
    | 'canonical_listing_status'
    | 'broker_listing'
  >,
  options: CardAttributionOptions = {},
): CardAttribution {
  const extraInfo = options.extraInfo === true
  const agent = name(listing.listing_agent)
  // The brokerage's own listing names its agent on every card: the site promotes its people.
  const ownAgent = listing.broker_listing === true && agent !== null
  const listedBy = extraInfo || ownAgent ? creditLine('Listed By', agent, name(listing.listing_broker)) : null
  const soldBy =
    extraInfo && showsSellerAgentLine(listing)
      ? creditLine('Sold By', name(listing.buyer_agent_name), name(listing.buyer_office_name))
      : null
  const required = feedRequiredNames(listing, options.feed)
  const requiredNames = [required.agent, required.broker].filter((part): part is string => part !== null)
  const courtesy = listedBy === null && requiredNames.length > 0 ? `Courtesy of ${requiredNames.join(', ')}` : null
  return { listedBy, soldBy, courtesy }
}

/** A feed logo as a result card shows it. */
export type FeedCardLogo = {
  url: string
  /** `contain` when the feed's settings ask the logo to be fitted whole (`image.contain`). */
  fit: 'contain' | 'cover'
}

/**
 * The feed logo a result card shows: the feed's `idx_logo_url` when its
 * disclaimer settings turn on `image.search`; otherwise `null`.
 *
 * @example
 * feedCardLogo({ idx_logo_url: '/api/v3/feeds/1/logo.svg', disclaimer_settings: { image: { search: true, contain: true } } })
 * // { url: '/api/v3/feeds/1/logo.svg', fit: 'contain' }
 */
export function feedCardLogo(
  feed: Pick<Feed, 'idx_logo_url' | 'disclaimer_settings'> | null | undefined,
): FeedCardLogo | null {
  const url = feed?.idx_logo_url?.trim()
  const image = feed?.disclaimer_settings?.image
  if (!url || image?.search !== true) return null
  return { url, fit: image.contain === true ? 'contain' : 'cover' }
}
