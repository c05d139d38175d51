import type { NormalizedDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument } from '../jsonapi/types.js'

/** Type-only key: no document carries it at run time. */
declare const normalizesTo: unique symbol

/**
 * A JSON:API document as the api slice caches it (plain, acyclic JSON that RTK can freeze and
 * the server can embed in a page), tagged with what its `data` normalises to: `Site | null` for
 * one resource, `Listing[]` for a list. `normalizeCached` reads the tag, so a reader gets domain
 * types without a cast.
 *
 * The records are not normalised into the cache because they may form cycles (a listing's agent
 * lists the listing), which RTK's structural sharing and immutability checks would walk forever.
 */
export type TypedDocument<TData> = JsonApiDocument & { readonly [normalizesTo]?: TData }

/** What `normalizeCached` returns for a `TypedDocument<TData>`: the normalised document with `data` typed. */
export type TypedNormalizedDocument<TData> = Omit<NormalizedDocument, 'data'> & { readonly data: TData }

/**
 * The `transformResponse` of an endpoint answering with a JSON:API document: keeps the document
 * as it came and names what it holds. The server's response schemas promise the shape; the
 * normaliser still checks it at run time (a missing or odd `data` reads as null or `[]`).
 *
 * @example
 * getSite: build.query<TypedDocument<Site | null>, void>({ query: () => ({ path: 'site' }), transformResponse: documentOf<Site | null>() })
 */
export function documentOf<TData>(): (response: unknown) => TypedDocument<TData> {
  return typedDocument as (response: unknown) => TypedDocument<TData>
}

function typedDocument(response: unknown): unknown {
  return response
}
