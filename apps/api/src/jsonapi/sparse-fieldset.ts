import { ApiError } from '../http/errors.js'

/** The query parameter of a JSON:API sparse fieldset for a resource type: `fields[listings]`. */
export const fieldsetParameter = <Type extends string>(type: Type) => `fields[${type}]` as const

/**
 * The JSON:API sparse fieldset asked for in the URL (`fields[listings]=title,price_in_dollars`):
 * the attributes each resource of `type` carries, or null for all of them. An empty value asks for
 * none (ids and links only). A repeated parameter or an attribute not in `known` is a 400 naming it;
 * `noun` names one resource in that message ('listing').
 *
 * @example
 * readFieldset({ 'fields[listings]': 'title,bedrooms' }, 'listings', LISTING_ATTRIBUTES, 'listing') // Set { 'title', 'bedrooms' }
 * readFieldset({}, 'listings', LISTING_ATTRIBUTES, 'listing')                                      // null
 */
export function readFieldset(
  params: Record<string, unknown>,
  type: string,
  known: ReadonlySet<string>,
  noun: string,
): ReadonlySet<string> | null {
  const parameter = fieldsetParameter(type)
  const raw = params[parameter]
  if (raw === undefined) return null
  if (typeof raw !== 'string') throw new ApiError(400, `'${parameter}' must be given once`, { parameter })
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  const unknown = names.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new ApiError(400, `'${parameter}' names attributes a ${noun} does not have: ${unknown.join(', ')}`, {
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
