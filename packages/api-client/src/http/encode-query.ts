/** A query parameter value; objects nest as `key[child]`, lists of scalars join with commas. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue }

export type QueryParams = { readonly [key: string]: QueryValue }

/**
 * Encodes query parameters the way JSON:API servers (and Rack) read them.
 *
 * - nested objects use brackets: `{ page: { size: 20 } }` -> `page[size]=20`;
 * - a list of scalars is one comma-separated value: `{ filter: { id: { value: ['a', 'b'] } } }`
 *   -> `filter[id][value]=a,b`; an item containing a comma is percent-encoded;
 * - a list holding objects or lists is indexed: `{ a: [{ b: 1 }] }` -> `a[0][b]=1`;
 * - `null` and `undefined` are left out; an empty list is sent as an empty value (`key=`),
 *   so "none of these ids" never turns into "no filter";
 * - brackets and the list commas stay literal for readable URLs; everything else is
 *   percent-encoded.
 *
 * @example
 * encodeQuery({ filter: { id: { value: ['a', 'b'] } }, page: { size: 20, number: 2 } })
 * // 'filter[id][value]=a,b&page[size]=20&page[number]=2'
 */
export function encodeQuery(params: QueryParams): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, encodeKey(key), value)
  return pairs.join('&')
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return
  if (isList(value)) {
    if (value.every(isScalarOrNothing)) {
      const items = value.filter((item) => item !== undefined && item !== null)
      pairs.push(`${key}=${items.map((item) => encodeURIComponent(String(item))).join(',')}`)
    } else {
      value.forEach((item, index) => appendPairs(pairs, `${key}[${index}]`, item))
    }
    return
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value))
      appendPairs(pairs, `${key}[${encodeKey(child)}]`, childValue)
    return
  }
  pairs.push(`${key}=${encodeURIComponent(String(value))}`)
}

function isList(value: QueryValue): value is readonly QueryValue[] {
  return Array.isArray(value)
}

function isScalarOrNothing(value: QueryValue): boolean {
  return value === null || typeof value !== 'object'
}

/** Keys keep their brackets so an already-flat key like `page[size]` reads the same. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}
