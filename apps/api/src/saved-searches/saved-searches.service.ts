import { NOTIFICATION_CHANNELS, notificationFlag } from '@idx/domain'
import {
  isoText,
  memberRelationships,
  memberResources,
  recordListDocument,
  SAVED_SEARCH_KIND,
  type CollectionDetails,
  type CollectionRow,
} from '../collections/index.js'
import { identifier, type Resource } from '../jsonapi/resource.js'
import type { SavedSearchRow } from './saved-searches.repository.js'

// Saved searches to JSON:API: the one `saved-search` serialiser (spec section 3).

/** What a saved search's document says beyond its shared row: the collections' details and its search. */
export interface SavedSearchDetails extends CollectionDetails {
  searches: Map<number, SavedSearchRow>
  /** Where the site's pages are, for `short_url`. */
  origin: string
}

/**
 * The caller's notification choices that are on, as `subscriptions` resources (spec section 3:
 * a toggle unsubscribes when one with its action and method exists): id `{search}-{action}-{method}`.
 */
function subscriptionsOf(row: CollectionRow, details: SavedSearchDetails): Resource[] {
  const flags = details.notifyFlags.get(row.id)
  if (row.role === null || !flags) return []
  return SAVED_SEARCH_KIND.events.flatMap((event) =>
    NOTIFICATION_CHANNELS.filter((channel) => flags[notificationFlag(event, channel)] === true).map((channel) => ({
      id: `${row.id}-${event}-${channel}`,
      type: 'subscriptions',
      attributes: {
        subscription_action: event,
        subscription_method: channel,
        subscription_description: `${event} by ${channel}`,
      },
    })),
  )
}

/**
 * A saved search as a `saved-search` resource: its name, alert frequency, search (filter, sort,
 * bounding_box: null when not saved), market, short_url, the viewer's unviewed count and, for a
 * member, their notify_{event}_{channel} flags; the owner as `user`, collaborators, and for a
 * member the pending invitations and the choices that are on as `subscriptions`.
 */
export function savedSearchResource(row: CollectionRow, details: SavedSearchDetails): Resource {
  const search = details.searches.get(row.id)
  if (!search) throw new Error(`saved search ${row.id} has no saved_searches row`)
  return {
    id: String(row.id),
    type: SAVED_SEARCH_KIND.type,
    attributes: {
      name: row.name,
      frequency: search.frequency,
      filter: search.query.filter,
      sort: search.query.sort ?? null,
      bounding_box: search.query.bounding_box ?? null,
      suggestion_names: search.query.suggestion_names ?? {},
      site_market_id: String(search.site_market_id),
      short_url: `${details.origin}/app/${SAVED_SEARCH_KIND.appSegment}/${row.id}`,
      unviewed_property_count: details.unviewed.get(row.id) ?? 0,
      created_at: isoText(row.created_at),
      updated_at: isoText(row.updated_at),
      ...(row.role === null ? {} : details.notifyFlags.get(row.id)),
    },
    relationships: {
      ...memberRelationships(row, details),
      market: { data: identifier('markets', search.site_market_id) },
      ...(row.role === null
        ? {}
        : { subscriptions: { data: subscriptionsOf(row, details).map((s) => identifier(s.type, s.id)) } }),
    },
  }
}

/** The document of one saved search: its people, invitations and the caller's subscriptions included. */
export function savedSearchDocument(row: CollectionRow, details: SavedSearchDetails) {
  return {
    data: savedSearchResource(row, details),
    included: [...memberResources([row], details), ...subscriptionsOf(row, details)],
    meta: { unviewed_property_counts: { [String(row.id)]: details.unviewed.get(row.id) ?? 0 } },
  }
}

/** A page of saved searches: `meta.total` counts them all, `meta.unviewed_property_counts` per id. */
export function savedSearchListDocument(rows: readonly CollectionRow[], details: SavedSearchDetails, total: number) {
  return recordListDocument(rows, details, total, (row) => savedSearchResource(row, details))
}
