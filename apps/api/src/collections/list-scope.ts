import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { PermissionError } from '../http/errors.js'
import { NOT_AUTHORIZED } from './accessible-collection.js'
import type { CollectionListScope } from './collections.repository.js'
import { siteAgentIdOf } from './site-agent.js'

/** The filters of a list of collections or saved searches, as their query parameters read. */
export interface ListFilters {
  'filter[only_membership]'?: 'true' | 'false'
  'filter[only_clients]'?: 'true' | 'false'
}

/**
 * Which of a user's records a list (GET /collections, GET /saved_searches) holds, and the filter
 * its paging links keep: those the user owns; with only_membership every one they are a member of;
 * with only_clients (which wins) an agent's clients' ones, where a caller who is no agent of the
 * site's feeds gets 403.
 *
 * @example
 * await listScope(db, siteId, userId, { 'filter[only_membership]': 'true' })
 * // { scope: { kind: 'membership' }, linkFilter: { 'filter[only_membership]': 'true' } }
 */
export async function listScope(
  db: Kysely<Database>,
  siteId: number,
  userId: number,
  filters: ListFilters,
): Promise<{ scope: CollectionListScope; linkFilter: Record<string, string> }> {
  if (filters['filter[only_clients]'] === 'true') {
    const agentId = await siteAgentIdOf(db, siteId, userId)
    if (agentId === null) throw new PermissionError(NOT_AUTHORIZED)
    return { scope: { kind: 'clients', agentId }, linkFilter: { 'filter[only_clients]': 'true' } }
  }
  if (filters['filter[only_membership]'] === 'true') {
    return { scope: { kind: 'membership' }, linkFilter: { 'filter[only_membership]': 'true' } }
  }
  return { scope: { kind: 'owned' }, linkFilter: {} }
}

/**
 * What a list route's OpenAPI description says of its filters, paging and meta, for a list of
 * `plural` (collections, saved searches).
 */
export function listDescription(plural: string): string {
  return (
    'Those the user owns; with filter[only_membership]=true every one the user is a member of (owner or ' +
    "collaborator); with filter[only_clients]=true those owned by the agent's clients, the site's users whose " +
    "current agent is the agent the caller is (a caller who is not an agent of the site's feeds gets 403 " +
    "'You are not authorized to perform that action.'). With both filters, only_clients wins. Sorted by " +
    'name, paged (page[size] 1 to 100, default 20); the paging links keep the filter. meta.total counts ' +
    `all the ${plural} over every page; meta.unviewed_property_counts maps each id on the page to its ` +
    'unviewed_property_count. A bad query parameter is 400 at the parameter.'
  )
}
