// ISO 8601 instants without luxon: the listing card runs this on every result, and luxon would be
// the single biggest library in the first paint of the search page. Accepts what luxon's fromISO
// accepts for the API's timestamps: a date (local midnight), or a date and time with optional
// seconds, fraction and offset (local time without an offset).
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time, or null when it is not one
 * (or names an impossible date such as February 30).
 *
 * @example
 * isoMillis('2024-09-01T20:00:00Z') // 1725220800000
 * isoMillis('next tuesday')         // null
 */
export function isoMillis(iso: string | null | undefined): number | null {
  if (!iso) return null
  const match = ISO_INSTANT.exec(iso.trim())
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = match
  const year = Number(y)
  const month = Number(mo) - 1
  const day = Number(d)
  const ms = Math.floor(Number(`0.${fraction}`) * 1000)
  const parts = [year, month, day, Number(h), Number(mi), Number(s), ms] as const
  if (parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null
  let millis: number
  if (offset === undefined) {
    const local = new Date(year, month, day, parts[3], parts[4], parts[5], ms)
    if (local.getFullYear() !== year || local.getMonth() !== month || local.getDate() !== day) return null
    millis = local.getTime()
  } else {
    const utc = Date.UTC(...parts)
    const check = new Date(utc)
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null
    const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1
    const digits = offset.replace(/[^\d]/g, '')
    const minutes = sign === 0 ? 0 : Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)
    millis = utc - sign * minutes * 60_000
  }
  return millis
}
