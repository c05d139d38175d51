import { normalizeDocument, type NormalizedDocument } from '../jsonapi/normalize-document.js'
import type { TypedDocument, TypedNormalizedDocument } from './typed-document.js'

const normalized = new WeakMap<object, NormalizedDocument>()

/**
 * `normalizeDocument`, remembered per document object. The api slice caches raw JSON:API
 * documents (plain, acyclic JSON that RTK can freeze, compare and check), so components
 * normalise when they read; RTK keeps a cached document's identity until its data changes, so
 * every reader of one cache entry gets the very same records, and `selectFromResult` stays stable.
 * `data` is typed from the endpoint's result (a `TypedDocument`): `Site | null`, `Listing[]`...
 *
 * Records may form cycles (see `normalizeDocument`): keep them out of Redux state and of
 * anything that deep-walks or serialises.
 *
 * @example
 * const { listing } = api.useGetListingQuery(id, {
 *   selectFromResult: ({ data }) => ({ listing: data ? normalizeCached(data).data : null }), // Listing | null
 * })
 */
export function normalizeCached<TData>(document: TypedDocument<TData>): TypedNormalizedDocument<TData> {
  if (typeof document !== 'object' || document === null) return asTyped<TData>(normalizeDocument(document))
  let result = normalized.get(document)
  if (!result) {
    result = normalizeDocument(document)
    normalized.set(document, result)
  }
  return asTyped<TData>(result)
}

/** The one place the normaliser's records are taken for what the endpoint's type says they are. */
function asTyped<TData>(document: NormalizedDocument): TypedNormalizedDocument<TData> {
  return document as TypedNormalizedDocument<TData>
}
