import { DateTime } from 'luxon'
import type { DateFormat } from './date-formats.js'
import { ordinal } from './ordinal.js'

/** A moment to format: an ISO 8601 string, a Date, epoch milliseconds or a luxon DateTime. */
export type DateInput = string | number | Date | DateTime | null | undefined

/** Options of `formatDate`. */
export type FormatDateOptions = {
  /**
   * IANA zone to show the time in, e.g. 'America/Chicago'. Also the zone of an
   * ISO string without an offset ('2024-09-01'). Default: the runtime's zone.
   */
  zone?: string
}

// Moment tokens we support, longest first within each letter; [text] is literal.
const TOKEN = /\[([^\]]*)\]|MMMM|MMM|MM|M|Do|DD|D|YYYY|YY|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g

// Each moment token as luxon renders it (en-US).
const LUXON_TOKEN: Record<string, string> = {
  MMMM: 'LLLL',
  MMM: 'LLL',
  MM: 'LL',
  M: 'L',
  DD: 'dd',
  D: 'd',
  YYYY: 'yyyy',
  YY: 'yy',
  dddd: 'cccc',
  ddd: 'ccc',
  HH: 'HH',
  H: 'H',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  m: 'm',
  ss: 'ss',
  s: 's',
  A: 'a',
}

function toDateTime(value: DateInput, zone: string | undefined): DateTime | null {
  const opts = zone === undefined ? {} : { zone }
  let dateTime: DateTime
  if (value instanceof DateTime) dateTime = zone === undefined ? value : value.setZone(zone)
  else if (value instanceof Date) dateTime = DateTime.fromJSDate(value, opts)
  else if (typeof value === 'number') dateTime = DateTime.fromMillis(value, opts)
  else if (typeof value === 'string' && value.trim() !== '') dateTime = DateTime.fromISO(value.trim(), opts)
  else return null
  if (dateTime.invalidReason === 'unsupported zone') {
    throw new RangeError(`formatDate: unknown time zone '${zone}'; pass an IANA zone such as 'America/Chicago'`)
  }
  return dateTime.isValid ? dateTime.setLocale('en-US') : null
}

/**
 * A date in a moment-style `pattern` (see `DATE_FORMATS`), in English.
 * Missing or unparseable input gives '' so the caller decides what a blank
 * date reads as; an unknown `zone` throws, as that is a configuration bug.
 * Supported tokens: MMMM MMM MM M Do DD D YYYY YY dddd ddd HH H hh h mm m ss s
 * A (AM/PM) a (am/pm) and [literal text]; other characters are copied.
 *
 * @example
 * formatDate('2024-09-01T19:30:00Z', 'ddd, MMM Do - h:mma', { zone: 'America/Chicago' })
 * // 'Sun, Sep 1st - 2:30pm'
 * formatDate('2024-09-01', 'MMMM Do, YYYY') // 'September 1st, 2024'
 * formatDate('not a date', 'MM/DD/YY')      // ''
 */
export function formatDate(
  value: DateInput,
  pattern: DateFormat | (string & {}),
  options: FormatDateOptions = {},
): string {
  const dateTime = toDateTime(value, options.zone)
  if (dateTime === null) return ''
  return pattern.replace(TOKEN, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal
    if (token === 'Do') return ordinal(dateTime.day)
    if (token === 'a') return dateTime.toFormat('a').toLowerCase()
    return dateTime.toFormat(LUXON_TOKEN[token] ?? token)
  })
}
