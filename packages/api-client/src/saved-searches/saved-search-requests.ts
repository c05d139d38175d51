import type { AlertFrequency } from '@idx/domain'
import type { CollectionResourceId } from '../collections/collection-requests.js'
import { SAVED_SEARCH_TYPE, type SavedSearchQuery } from './saved-search-models.js'

// Bodies and query strings of the saved-search calls (apps/api/README.md "Saved searches").
// Pure: the RTK endpoints and any other caller build their requests from these. Invitations,
// chat, subscriptions and members take the same bodies as a collection's.

/** `POST saved_searches`: the search as the URL has it, its name, alert frequency and market. */
export interface SavedSearchCreateInput extends SavedSearchQuery {
  readonly name: string
  readonly frequency: AlertFrequency
  readonly site_market_id: CollectionResourceId
  /** The names of the places picked in `filter.suggestion`, by id: its screens name them. */
  readonly suggestion_names?: Readonly<Record<string, string>>
  /** An agent saving the search for a client: the client owns it (and is told by e-mail). */
  readonly for_user_id?: CollectionResourceId | null
}

/** `PATCH saved_searches/{id}`: left-out fields are unchanged. */
export interface SavedSearchUpdateInput extends Partial<Omit<SavedSearchQuery, 'bounding_box'>> {
  readonly name?: string
  readonly frequency?: AlertFrequency
  /** The map area, or null to search without one. */
  readonly bounding_box?: SavedSearchQuery['bounding_box'] | null
  readonly suggestion_names?: Readonly<Record<string, string>>
}

function queryAttributes(query: SavedSearchUpdateInput): Record<string, unknown> {
  const attributes: Record<string, unknown> = {}
  if (query.filter !== undefined) attributes.filter = query.filter
  if (query.sort !== undefined) attributes.sort = query.sort
  if (query.bounding_box !== undefined) attributes.bounding_box = query.bounding_box
  if (query.suggestion_names !== undefined) attributes.suggestion_names = query.suggestion_names
  return attributes
}

/**
 * The body of `POST saved_searches`.
 *
 * @example
 * savedSearchCreateBody({ name: 'Condos', frequency: 'daily', filter: {}, site_market_id: '1' })
 * // { data: { type: 'saved-search', attributes: { name: 'Condos', frequency: 'daily', site_market_id: '1', filter: {} } } }
 */
export function savedSearchCreateBody({
  name,
  frequency,
  site_market_id,
  for_user_id,
  ...query
}: SavedSearchCreateInput) {
  const client = for_user_id === undefined || for_user_id === null ? null : String(for_user_id)
  return {
    data: {
      type: SAVED_SEARCH_TYPE,
      attributes: { name, frequency, site_market_id: String(site_market_id), ...queryAttributes(query) },
      ...(client ? { relationships: { user: { data: { type: 'users', id: client } } } } : {}),
    },
  }
}

/**
 * The body of `PATCH saved_searches/{id}`.
 *
 * @example
 * savedSearchUpdateBody('4', { frequency: 'weekly' }) // { data: { type: 'saved-search', id: '4', attributes: { frequency: 'weekly' } } }
 */
export function savedSearchUpdateBody(id: CollectionResourceId, { name, frequency, ...query }: SavedSearchUpdateInput) {
  const attributes: Record<string, unknown> = queryAttributes(query)
  if (name !== undefined) attributes.name = name
  if (frequency !== undefined) attributes.frequency = frequency
  return { data: { type: SAVED_SEARCH_TYPE, id: String(id), attributes } }
}
