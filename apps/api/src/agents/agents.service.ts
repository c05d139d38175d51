import type { Selectable } from 'kysely'
import type { AgentsTable } from './agents.tables.js'
import type { Resource } from '../jsonapi/resource.js'
import { shownImageUrl } from '../http-headers/shown-image-url.js'

/**
 * What of an agent the `agents` resource shows: the `AGENT_COLUMNS` of its row (every reader of
 * agents selects them, agents.repository.ts) and its feed's data source name (null for an agent
 * of no feed).
 */
// The Member's MLS and office ids (migration 0028) tell the brokerage's listings; no resource shows them.
export type AgentResourceRow = Omit<Selectable<AgentsTable>, 'feed_id' | 'mls_id' | 'office_key' | 'office_mls_id'> & {
  data_source_name: string | null
}

/**
 * What a visitor typed, as the repository matches it: trimmed, lower-cased, runs of spaces as one.
 *
 * @example
 * normalizeNameSearch('  Ada   LOVE ') // 'ada love'
 */
export function normalizeNameSearch(typed: string | undefined): string {
  return (typed ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * One stored picture serves every size. One the page may not load (an http:// address: its CSP
 * allows https: and the site's own paths) is no picture, and the page draws the agent's initials.
 */
function agentPictures(stored: string | null) {
  const url = shownImageUrl(stored)
  return url ? { thumb_url: url, small_url: url, medium_url: url, large_url: url } : null
}

/**
 * An agent as an `agents` resource: the one shape of an agent, whether it comes from the agent
 * search, one agent, a listing's `included` or a user's current agent.
 *
 * @example
 * agentResource({ id: 3, first_name: 'Ada', last_name: 'Love', data_source_name: 'actris', ... })
 * // { id: '3', type: 'agents', attributes: { full_name: 'Ada Love', ..., active_feeds: ['actris'] } }
 */
export function agentResource(row: AgentResourceRow): Resource {
  return {
    id: String(row.id),
    type: 'agents',
    attributes: {
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      sms_number: row.sms_number,
      broker_name: row.broker_name,
      office_phone: row.office_phone,
      bio: row.bio,
      pictures: agentPictures(row.picture_url),
      license_state: row.license_state,
      license_number: row.license_number,
      share_token: row.share_token,
      active_feeds: row.data_source_name === null ? [] : [row.data_source_name],
    },
  }
}
