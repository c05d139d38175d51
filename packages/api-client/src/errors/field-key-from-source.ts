import type { JsonApiErrorSource } from '../jsonapi/types.js'

/**
 * The form field a JSON:API error belongs to, as a dotted path, or null for form-level errors.
 *
 * - pointer `/data/attributes/email` -> `email`; `/data/attributes/address/street` -> `address.street`;
 * - pointer `/data/relationships/agents` (and anything below it) -> `agents`;
 * - any other pointer -> its segments joined with dots: `/filter/price_in_dollars/min` ->
 *   `filter.price_in_dollars.min` (JSON Pointer escapes `~1` and `~0` are decoded);
 * - parameter `filter[price_in_dollars][min]` -> `filter.price_in_dollars.min`;
 * - an empty pointer (the whole document), `/data`, `/data/attributes`, a header, or no
 *   source at all -> null.
 *
 * @example
 * fieldKeyFromSource({ pointer: '/data/attributes/email' }) // 'email'
 */
export function fieldKeyFromSource(source: JsonApiErrorSource | null | undefined): string | null {
  if (typeof source?.pointer === 'string') return keyFromPointer(source.pointer)
  if (typeof source?.parameter === 'string') return keyFromParameter(source.parameter)
  return null
}

function keyFromPointer(pointer: string): string | null {
  let segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (segments[0] === 'data') {
    if (segments[1] === 'attributes') segments = segments.slice(2)
    else if (segments[1] === 'relationships') segments = segments.slice(2, 3)
    else segments = segments.slice(1)
  }
  const key = segments.filter((segment) => segment !== '').join('.')
  return key === '' ? null : key
}

function keyFromParameter(parameter: string): string | null {
  const key = parameter
    .split(/[[\]]+/)
    .filter((segment) => segment !== '')
    .join('.')
  return key === '' ? null : key
}
