import type { Listing } from './types.js'
import type { Agent, AgentPictures } from '../people/types.js'

/**
 * What the detail's 'Listing Agent' card shows: the visitor's connected agent, the listing agent
 * of a broker listing, or the invitation ('Quickly Find Out More' / 'We are here to help you.').
 */
export type ListingAgentCard =
  | { kind: 'connected-agent'; agent: Agent }
  | { kind: 'listing-agent'; fullName: string; pictures: AgentPictures | null; agent: Agent | null }
  | { kind: 'invitation'; title: 'Quickly Find Out More'; text: 'We are here to help you.' }

/**
 * Who the 'Listing Agent' card presents. The connected agent (the user's `current_agent`) wins;
 * on a broker listing the listing's own agent (its first `agents` entry, else the SEO agent,
 * else `listing_agent`); otherwise the invitation to ask.
 *
 * @example
 * listingAgentCard({ broker_listing: true, listing_agent: 'Ana Diaz' }, null)
 * // { kind: 'listing-agent', fullName: 'Ana Diaz', pictures: null, agent: null }
 */
export function listingAgentCard(
  listing: Pick<Listing, 'broker_listing' | 'agents' | 'seo' | 'listing_agent'>,
  connectedAgent: Agent | null | undefined,
): ListingAgentCard {
  if (connectedAgent && connectedAgent.full_name.trim() !== '')
    return { kind: 'connected-agent', agent: connectedAgent }
  if (listing.broker_listing === true) {
    const agent = listing.agents?.find((candidate) => candidate.full_name.trim() !== '') ?? null
    if (agent) return { kind: 'listing-agent', fullName: agent.full_name, pictures: agent.pictures ?? null, agent }
    const seoAgent = listing.seo?.agent
    if (seoAgent && seoAgent.full_name.trim() !== '') {
      return { kind: 'listing-agent', fullName: seoAgent.full_name, pictures: seoAgent.pictures ?? null, agent: null }
    }
    const name = listing.listing_agent?.trim()
    if (name) return { kind: 'listing-agent', fullName: name, pictures: null, agent: null }
  }
  return { kind: 'invitation', title: 'Quickly Find Out More', text: 'We are here to help you.' }
}

/**
 * Whether the agent may open the listing's showing data ('MLS +'): the listing's feed (its
 * `data_source_name`) is one of the agent's active feeds.
 *
 * @example
 * showsShowingData({ data_source_name: 'ACTRIS' }, ['ACTRIS']) // true
 */
export function showsShowingData(
  listing: Pick<Listing, 'data_source_name'>,
  activeFeeds: readonly string[] | null | undefined,
): boolean {
  const feed = listing.data_source_name?.trim()
  return !!feed && (activeFeeds ?? []).some((active) => active.trim() === feed)
}
