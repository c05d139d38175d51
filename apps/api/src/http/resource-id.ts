/** The largest PostgreSQL `integer`: ids above it can name no row. */
export const MAX_INTEGER_ID = 2_147_483_647

/**
 * Reads a path or query id as a database integer id; null when it cannot name a row (not a
 * positive decimal integer, or past the integer range), so routes answer 404 or 400 rather
 * than passing it to SQL.
 *
 * @example
 * parseResourceId('12')    // 12
 * parseResourceId('12abc') // null
 * parseResourceId('area:12', 'area') // 12 (an optional '<prefix>:' as suggestion ids carry)
 */
export function parseResourceId(raw: string | number | undefined | null, prefix?: string): number | null {
  if (raw === undefined || raw === null) return null
  let text = String(raw).trim()
  if (prefix && text.startsWith(`${prefix}:`)) text = text.slice(prefix.length + 1)
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_INTEGER_ID ? id : null
}

/**
 * A listing id as a listing path carries it: any run of up to 20 digits (leading zeros allowed)
 * reads; null when the digits can name no row; undefined when it is not digits at all (the API
 * answers both 404, like any missing listing; first-search.ts tells them apart).
 */
export function listingPathId(raw: string): number | null | undefined {
  if (!/^\d{1,20}$/.test(raw)) return undefined
  const id = Number(raw)
  return id >= 1 && id <= MAX_INTEGER_ID ? id : null
}
