import { ApiError } from '../errors.js'
import { listingAttributesSchema } from './listing-schemas.js'
import type { ListingRowsRead } from './listings.repository.js'
import type { ListingResourceType } from './listings.service.js'

/** Every attribute a listing (or property) resource has: the names `fields[...]` may list. */
export const LISTING_ATTRIBUTES: ReadonlySet<string> = new Set(Object.keys(listingAttributesSchema.properties))

/** The query parameter of a JSON:API sparse fieldset for a resource type: `fields[listings]`. */
export const fieldsetParameter = (type: ListingResourceType) => `fields[${type}]` as const

/**
 * The JSON:API sparse fieldset asked for in the URL (`fields[listings]=title,price_in_dollars`):
 * the attributes each listing resource carries, or null for all of them. An empty value asks for
 * none (ids and links only). A repeated parameter or an unknown attribute is a 400 naming it.
 *
 * @example
 * readFieldset({ 'fields[listings]': 'title,bedrooms' }, 'listings') // Set { 'title', 'bedrooms' }
 * readFieldset({}, 'listings')                                      // null
 */
export function readFieldset(params: Record<string, unknown>, type: ListingResourceType): ReadonlySet<string> | null {
  const parameter = fieldsetParameter(type)
  const raw = params[parameter]
  if (raw === undefined) return null
  if (typeof raw !== 'string') throw new ApiError(400, `'${parameter}' must be given once`, { parameter })
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  const unknown = names.filter((name) => !LISTING_ATTRIBUTES.has(name))
  if (unknown.length > 0) {
    throw new ApiError(400, `'${parameter}' names attributes a listing does not have: ${unknown.join(', ')}`, {
      parameter,
    })
  }
  return new Set(names)
}

/** The attributes the fieldset keeps (all of them for null), in their usual order. */
export function pickAttributes<Attributes extends Record<string, unknown>>(
  attributes: Attributes,
  fields: ReadonlySet<string> | null,
): Partial<Attributes> {
  if (fields === null) return attributes
  const kept: Partial<Attributes> = {}
  for (const name of Object.keys(attributes) as (keyof Attributes & string)[]) {
    if (fields.has(name)) kept[name] = attributes[name]
  }
  return kept
}

/** The attributes made from a listing's long columns (seo's texts are cut from the description). */
const LONG_ATTRIBUTES = ['description', 'additional_details', 'realstaq_details', 'seo']

/**
 * How much of the listings' rows a fieldset needs: 'brief' when it shows none of the attributes
 * made from the long columns, so they are never read (see ListingRowsRead).
 *
 * @example
 * rowsReadFor(new Set(['title', 'price_in_dollars'])) // 'brief'
 * rowsReadFor(null)                                   // 'full'
 */
export function rowsReadFor(fields: ReadonlySet<string> | null): ListingRowsRead {
  return fields !== null && LONG_ATTRIBUTES.every((name) => !fields.has(name)) ? 'brief' : 'full'
}
