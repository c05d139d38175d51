import { subscriptionToggle, type SubscriptionKey } from '../../collections/collection-models.js'
import { subscriptionBody } from '../../collections/collection-requests.js'
import { normalizeDocument } from '../../jsonapi/normalize-document.js'
import type { JsonApiDocument } from '../../jsonapi/types.js'
import type { IdxBaseQuery, IdxRequest } from '../idx-base-query.js'
import { documentOf } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/**
 * The notification toggle of spec §4, for a collection or a saved search at `path(id)`: reads the
 * member's flags fresh, unsubscribes when the subscription with that action and method exists,
 * else subscribes; answers the record with the member's new flags.
 */
export function toggleSubscriptionQuery<Record>(path: (id: ResourceId) => string) {
  return async (
    { id, ...key }: { readonly id: ResourceId } & SubscriptionKey,
    _api: unknown,
    _extra: unknown,
    baseQuery: (request: IdxRequest) => ReturnType<IdxBaseQuery>,
  ) => {
    const current = await baseQuery({ path: path(id) })
    if (current.error) return { error: current.error }
    const { data } = normalizeDocument(current.data as JsonApiDocument)
    const flags = data && !Array.isArray(data) ? data : {}
    const action = subscriptionToggle(flags, key.subscription_action, key.subscription_method)
    const result = await baseQuery({ method: 'PUT', path: `${path(id)}/${action}`, body: subscriptionBody(key) })
    return result.error ? { error: result.error } : { data: documentOf<Record | null>()(result.data) }
  }
}
