// Wire shapes of JSON:API 1.1 (https://jsonapi.org/format/1.1/) as this client reads them.
// Every member is optional or nullable where servers are known to leave it out: the
// normaliser is written against these types but still checks shapes at run time.

export type JsonApiMeta = { readonly [key: string]: unknown }

/** A link: a URL string, a 1.1 link object, or null. */
export type JsonApiLink =
  | string
  | {
      readonly href: string
      readonly rel?: string
      readonly describedby?: JsonApiLink
      readonly title?: string
      readonly type?: string
      readonly hreflang?: string | readonly string[]
      readonly meta?: JsonApiMeta
    }
  | null

export type JsonApiLinks = { readonly [name: string]: JsonApiLink | undefined }

/** `{ type, id }` (or `lid` for resources the client has not saved yet). */
export interface JsonApiResourceIdentifier {
  readonly type: string
  readonly id?: string
  readonly lid?: string
  readonly meta?: JsonApiMeta | null
}

export interface JsonApiRelationship {
  /** Resource linkage: absent when the server sent only links or meta. */
  readonly data?: JsonApiResourceIdentifier | readonly JsonApiResourceIdentifier[] | null
  readonly links?: JsonApiLinks | null
  readonly meta?: JsonApiMeta | null
}

export interface JsonApiResource {
  readonly type: string
  readonly id?: string
  readonly lid?: string
  readonly attributes?: { readonly [name: string]: unknown } | null
  readonly relationships?: { readonly [name: string]: JsonApiRelationship } | null
  readonly links?: JsonApiLinks | null
  readonly meta?: JsonApiMeta | null
}

export interface JsonApiErrorSource {
  /** A JSON Pointer (RFC 6901) into the request document, e.g. `/data/attributes/email`. */
  readonly pointer?: string
  /** The query parameter that caused the error, e.g. `filter[price_in_dollars]`. */
  readonly parameter?: string
  /** The request header that caused the error. */
  readonly header?: string
}

export interface JsonApiErrorObject {
  readonly id?: string
  readonly links?: JsonApiLinks | null
  readonly status?: string
  readonly code?: string
  readonly title?: string
  readonly detail?: string
  readonly source?: JsonApiErrorSource | null
  readonly meta?: JsonApiMeta | null
}

export interface JsonApiDocument {
  readonly data?: JsonApiResource | readonly JsonApiResource[] | null
  readonly included?: readonly JsonApiResource[] | null
  readonly meta?: JsonApiMeta | null
  readonly links?: JsonApiLinks | null
  readonly errors?: readonly JsonApiErrorObject[] | null
  readonly jsonapi?: {
    readonly version?: string
    readonly ext?: readonly string[]
    readonly profile?: readonly string[]
    readonly meta?: JsonApiMeta
  } | null
}

/**
 * A resource flattened by `normalizeDocument`: attributes spread onto `{ id, type }`,
 * relationships replaced by the related records. A resource that was referenced but not
 * included is a stub with only `id` and `type`.
 */
export interface JsonApiRecord {
  id: string
  type: string
  [field: string]: unknown
}
