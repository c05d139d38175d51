/** The fields of a listing as a form holds them; see `serializeListing`. */
export interface ListingInput {
  readonly id?: string | number | null
  /** Agent ids as the form holds them: numbers or digit strings. */
  readonly agent_ids?: readonly unknown[] | null
  /** Chosen agents (records with an `id`); used when `agent_ids` is not given. */
  readonly agents?: readonly unknown[] | null
  readonly [attribute: string]: unknown
}

export interface SerializedListing {
  readonly data: {
    readonly type: 'listings'
    readonly id?: string
    readonly attributes: { readonly agent_ids: number[]; readonly [attribute: string]: unknown }
  }
}

/** Fields that are never sent as attributes. */
const NOT_ATTRIBUTES = new Set(['id', 'type', 'agents', 'agent_ids'])

/**
 * Builds the JSON:API request document for creating or updating a (pocket) listing.
 *
 * Every field except `id`, `type`, `agents` and `agent_ids` is sent as an attribute, and
 * `undefined` values are left out. `agent_ids` is sent as an array of integers: it is taken
 * from `agent_ids`, or else from the `id` of each entry in `agents`. An id is kept when it is
 * a non-negative safe integer or a string of ASCII digits (surrounding spaces allowed), so
 * `'12'` becomes `12`; anything else (`'12a'`, `''`, `1.5`, `-3`, null) is dropped, and
 * duplicates are sent once, in first-seen order.
 *
 * Pass form values, not normalised records: related records are not turned into attributes.
 *
 * @example
 * serializeListing({ id: '5', street: '1 Main St', agent_ids: ['12', 7, 'n/a'] })
 * // { data: { type: 'listings', id: '5', attributes: { street: '1 Main St', agent_ids: [12, 7] } } }
 */
export function serializeListing(listing: ListingInput): SerializedListing {
  const attributes: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(listing)) {
    if (NOT_ATTRIBUTES.has(field) || value === undefined) continue
    Object.defineProperty(attributes, field, { value, enumerable: true, writable: true, configurable: true })
  }
  const source = listing.agent_ids ?? listing.agents?.map(idOf) ?? []
  const id = listing.id == null || listing.id === '' ? undefined : String(listing.id)
  return {
    data: {
      type: 'listings',
      ...(id === undefined ? {} : { id }),
      attributes: { ...attributes, agent_ids: toIntegerIds(source) },
    },
  }
}

function idOf(agent: unknown): unknown {
  return typeof agent === 'object' && agent !== null ? (agent as { id?: unknown }).id : agent
}

function toIntegerIds(values: readonly unknown[]): number[] {
  const ids: number[] = []
  for (const value of values) {
    const id = toIntegerId(value)
    if (id !== null && !ids.includes(id)) ids.push(id)
  }
  return ids
}

function toIntegerId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  if (typeof value !== 'string' || !/^\s*\d+\s*$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}
