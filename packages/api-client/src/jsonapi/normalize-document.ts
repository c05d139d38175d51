import type {
  JsonApiDocument,
  JsonApiLink,
  JsonApiLinks,
  JsonApiMeta,
  JsonApiRecord,
  JsonApiRelationship,
  JsonApiResource,
  JsonApiResourceIdentifier,
} from './types.js'

export interface NormalizedDocument<TRecord extends JsonApiRecord = JsonApiRecord> {
  /** Mirrors the document: one record, an array of records, or null. */
  readonly data: TRecord | TRecord[] | null
  /** Records built from the `included` array, by type then id. */
  readonly included: Readonly<Record<string, Readonly<Record<string, JsonApiRecord>>>>
  /** The document's top-level `meta`, or `{}`. */
  readonly meta: JsonApiMeta
  /** The document's top-level `links`, or `{}`. */
  readonly links: JsonApiLinks
  /** `meta.total` when it is a finite number (or a numeric string), else null. */
  readonly total: number | null
}

/**
 * Attributes the API renames on the wire because JSON:API reserves their spec names (`type` is the
 * resource type), by resource type: each is read back under the spec's name. A listing's `type`
 * (Residential, Commercial, Lots and Land) travels as `listing_type`, a suggestion section's kind
 * as `section_type`.
 */
const SPEC_NAMES: Readonly<Record<string, Readonly<Record<string, 'type'>>>> = {
  listings: { listing_type: 'type' },
  properties: { listing_type: 'type' },
  'pocket-listings': { listing_type: 'type' },
  suggestion_sections: { section_type: 'type' },
}

/** Resource links copied onto the record, and the field each is copied into. */
const LINK_FIELDS = { full: 'full_url', short: 'short_url', slug: 'slug' } as const

/**
 * Flattens a JSON:API document into plain records.
 *
 * - attributes are spread onto `{ id, type }`; `id` and `type` always win, except that an
 *   attribute the API renames because JSON:API reserves its spec name comes back under that name
 *   (a listing's `listing_type` is its `type`, e.g. 'Residential'; see `SPEC_NAMES`): such a
 *   record's resource type is then known from where it sits (`data`, `included.listings`);
 * - each relationship with linkage becomes a field holding the related record (to-one, or
 *   null) or an array of records (to-many); a related resource that is not in the document
 *   becomes a shared `{ id, type }` stub; a relationship without `data` (links only) is left
 *   out, because its value is unknown rather than empty;
 * - resource links `full`, `short` and `slug` are copied into `full_url`, `short_url`, `slug`;
 * - `meta.unviewed_property_counts[id]` becomes `unviewed_property_count` on primary records;
 * - `meta.total` is surfaced as `total`.
 *
 * Every resource becomes exactly one object, and relationships point at those objects, so
 * `comment.author === article.author` and cycles (A -> B -> A) are plain object cycles: no
 * recursion is involved, property access works at any depth, but `JSON.stringify` of a
 * cyclic result throws. Never throws on missing or null members.
 *
 * The type parameter is the caller's assertion about the record shape; it is not checked.
 *
 * @example
 * const { data, total } = normalizeDocument({
 *   data: [{ type: 'listings', id: '7', attributes: { price_in_dollars: 500000 }, links: { full: 'https://x/l/7' } }],
 *   meta: { total: 1 },
 * })
 * // data: [{ id: '7', type: 'listings', price_in_dollars: 500000, full_url: 'https://x/l/7' }], total: 1
 */
export function normalizeDocument<TRecord extends JsonApiRecord = JsonApiRecord>(
  document: JsonApiDocument | null | undefined,
): NormalizedDocument<TRecord> {
  const doc: JsonApiDocument = isObject(document) ? document : {}
  const meta: JsonApiMeta = isObject(doc.meta) ? doc.meta : {}
  const primary = toResourceList(doc.data)
  const included = toResourceList(doc.included)

  const entries = new Map<string, { record: JsonApiRecord; resource: JsonApiResource }>()
  for (const resource of [...primary, ...included]) {
    const key = resourceKey(resource)
    // A document must not repeat a resource; if one does, the first copy wins.
    if (key !== null && !entries.has(key)) entries.set(key, { record: createRecord(resource), resource })
  }

  const stubs = new Map<string, JsonApiRecord>()
  const resolve = (identifier: unknown): JsonApiRecord | null => {
    if (!isIdentifier(identifier)) return null
    const key = resourceKey(identifier)
    if (key === null) return null
    const known = entries.get(key)?.record ?? stubs.get(key)
    if (known) return known
    const stub: JsonApiRecord = { id: recordId(identifier), type: identifier.type }
    stubs.set(key, stub)
    return stub
  }
  for (const { record, resource } of entries.values()) linkRelationships(record, resource, resolve)

  const recordsOf = (resources: readonly JsonApiResource[]) =>
    resources.flatMap((resource) => entries.get(resourceKey(resource) ?? '')?.record ?? [])
  const primaryRecords = recordsOf(primary)
  const unviewed = meta['unviewed_property_counts']
  if (isObject(unviewed)) {
    for (const record of primaryRecords) {
      if (Object.hasOwn(unviewed, record.id)) record['unviewed_property_count'] = unviewed[record.id]
    }
  }

  return {
    data: shapeLikeDocument(doc.data, primaryRecords) as TRecord | TRecord[] | null,
    included: groupByType(
      included.flatMap((resource) => {
        const record = entries.get(resourceKey(resource) ?? '')?.record
        return record ? [[resource.type, record] as const] : []
      }),
    ),
    meta,
    links: isObject(doc.links) ? (doc.links as JsonApiLinks) : {},
    total: toTotal(meta['total']),
  }
}

function createRecord(resource: JsonApiResource): JsonApiRecord {
  const id = recordId(resource)
  const attributes = isObject(resource.attributes) ? resource.attributes : {}
  // Spread defines own properties, so an attribute named `__proto__` cannot swap the prototype.
  const record: JsonApiRecord = { id, type: resource.type, ...attributes }
  record.id = id
  record.type = resource.type
  for (const [wireName, specName] of Object.entries(SPEC_NAMES[resource.type] ?? {})) {
    const value = Object.hasOwn(attributes, wireName) ? attributes[wireName] : undefined
    // Only a named value takes the resource type's place: a record's `type` is always a string.
    if (typeof value !== 'string') continue
    record[specName] = value
    delete record[wireName]
  }
  const links = isObject(resource.links) ? resource.links : {}
  for (const [link, field] of Object.entries(LINK_FIELDS)) {
    const href = linkHref(links[link])
    if (href !== null) record[field] = href
  }
  return record
}

function linkRelationships(
  record: JsonApiRecord,
  resource: JsonApiResource,
  resolve: (identifier: unknown) => JsonApiRecord | null,
): void {
  if (!isObject(resource.relationships)) return
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    if (name === 'id' || name === 'type') continue
    if (!isObject(relationship) || !('data' in relationship)) continue
    const linkage = (relationship as JsonApiRelationship).data
    const value = Array.isArray(linkage)
      ? linkage.flatMap((identifier: unknown) => resolve(identifier) ?? [])
      : resolve(linkage)
    Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true })
  }
}

function shapeLikeDocument(data: unknown, records: JsonApiRecord[]): JsonApiRecord | JsonApiRecord[] | null {
  if (Array.isArray(data)) return records
  return records[0] ?? null
}

function groupByType(
  records: readonly (readonly [type: string, record: JsonApiRecord])[],
): Record<string, Record<string, JsonApiRecord>> {
  const byType = new Map<string, [string, JsonApiRecord][]>()
  for (const [type, record] of records) {
    const list = byType.get(type) ?? []
    list.push([record.id, record])
    byType.set(type, list)
  }
  // fromEntries defines own properties: server-chosen type names and ids are safe as keys.
  return Object.fromEntries([...byType].map(([type, list]) => [type, Object.fromEntries(list)]))
}

function toResourceList(value: unknown): JsonApiResource[] {
  const list: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value]
  return list.filter((item): item is JsonApiResource => isIdentifier(item) && resourceKey(item) !== null)
}

function isIdentifier(value: unknown): value is JsonApiResourceIdentifier {
  return isObject(value) && typeof value['type'] === 'string'
}

/** `type:id`, falling back to `type:lid`; null when the resource has neither. */
function resourceKey(resource: JsonApiResourceIdentifier): string | null {
  const id = resource.id ?? resource.lid
  if (id === undefined || id === null || id === '') return null
  return `${resource.type}:${String(id)}`
}

/** Ids are strings on the wire; a server that sends numbers is tolerated. */
function recordId(resource: JsonApiResourceIdentifier): string {
  return String(resource.id ?? resource.lid)
}

function linkHref(link: JsonApiLink | undefined): string | null {
  if (typeof link === 'string') return link
  if (isObject(link) && typeof link.href === 'string') return link.href
  return null
}

function toTotal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
