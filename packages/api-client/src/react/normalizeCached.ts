import { normalizeDocument, type NormalizedDocument } from '../jsonapi/normalizeDocument.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'

const normalized = new WeakMap<object, NormalizedDocument>()

/**
 * `normalizeDocument`, remembered per document object. The api slice caches raw JSON:API
 * documents (plain, acyclic JSON that RTK can freeze, compare and check), so components
 * normalise when they read; RTK keeps a cached document's identity until its data changes, so
 * every reader of one cache entry gets the very same records, and `selectFromResult` stays stable.
 *
 * Records may form cycles (see `normalizeDocument`): keep them out of Redux state and of
 * anything that deep-walks or serialises.
 *
 * @example
 * const { listing } = useGetListingQuery(id, {
 *   selectFromResult: ({ data }) => ({ listing: data ? normalizeCached<Listing & JsonApiRecord>(data).data : null }),
 * })
 */
export function normalizeCached<TRecord extends JsonApiRecord = JsonApiRecord>(
  document: JsonApiDocument,
): NormalizedDocument<TRecord> {
  if (typeof document !== 'object' || document === null) return normalizeDocument<TRecord>(document)
  let result = normalized.get(document)
  if (!result) {
    result = normalizeDocument(document)
    normalized.set(document, result)
  }
  return result as NormalizedDocument<TRecord>
}
