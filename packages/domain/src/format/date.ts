import type { DateFormat } from './date-formats.js'
import { ordinal } from './ordinal.js'

// Dates are formatted with the platform's Intl.DateTimeFormat (which luxon itself formats with):
// a listing card shows dates (open houses, sold on …) in the search screen's first paint, where
// luxon's 22 kB gzipped was a seventh of the page's JavaScript. The tests check every pattern
// against luxon's output.

/** A luxon DateTime, or anything else with its instant and (optionally) its zone. */
export type DateTimeLike = { toMillis(): number; readonly zoneName?: string | null }

/** A moment to format: an ISO 8601 string, a Date, epoch milliseconds or a luxon DateTime. */
export type DateInput = string | number | Date | DateTimeLike | null | undefined

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A moment's wall-clock fields where it is shown. */
type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number }

// ISO 8601 as the API writes it: a date, or a date and time with optional seconds, fraction and
// offset. Without an offset the fields are the wall clock of the zone shown in, as luxon reads them.
const ISO =
  /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterIn(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
        era: 'short',
      })
    } catch {
      throw new RangeError(`formatDate: unknown time zone '${zone}'; pass an IANA zone such as 'America/Chicago'`)
    }
    formatters.set(key, formatter)
  }
  return formatter
}

/** The wall-clock fields of an instant in `zone` (the runtime's when undefined). */
function fieldsAt(millis: number, zone: string | undefined): Fields | null {
  if (!Number.isFinite(millis) || Math.abs(millis) > 8.64e15) return null
  const parts: Record<string, string> = {}
  for (const part of formatterIn(zone).formatToParts(millis)) parts[part.type] = part.value
  const year = Number(parts.year)
  return {
    // 'BC' years count back from 1 BC (year 0 in ISO).
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** The fields of an ISO string without an offset, or null when they name no real moment. */
function wallFields(match: RegExpExecArray): Fields | null {
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
  }
  if (fields.hour > 23 || fields.minute > 59 || fields.second > 59) return null
  const check = new Date(Date.UTC(2000, fields.month - 1, fields.day))
  check.setUTCFullYear(fields.year)
  if (check.getUTCMonth() !== fields.month - 1 || check.getUTCDate() !== fields.day) return null
  return fields
}

/** Milliseconds since the epoch of an ISO match with an offset. */
function offsetMillis(match: RegExpExecArray): number {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset = 'Z'] = match
  const utc = new Date(0)
  utc.setUTCFullYear(Number(y), Number(mo) - 1, Number(d))
  utc.setUTCHours(Number(h), Number(mi), Number(s), Math.floor(Number(`0.${fraction}`) * 1000))
  if (offset === 'Z') return utc.getTime()
  const sign = offset.startsWith('-') ? -1 : 1
  const digits = offset.slice(1).replace(':', '')
  return utc.getTime() - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000
}

function toFields(value: DateInput, zone: string | undefined): Fields | null {
  // An unknown zone is a configuration bug, whatever the value.
  if (zone !== undefined) formatterIn(zone)
  if (value instanceof Date) return fieldsAt(value.getTime(), zone)
  if (typeof value === 'number') return fieldsAt(value, zone)
  if (typeof value === 'string') {
    const match = ISO.exec(value.trim())
    if (!match) return null
    if (match[8] === undefined) return wallFields(match)
    return wallFields(match) && fieldsAt(offsetMillis(match), zone)
  }
  if (value && typeof value.toMillis === 'function') {
    return fieldsAt(value.toMillis(), zone ?? value.zoneName ?? undefined)
  }
  return null
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

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
  const fields = toFields(value, options.zone)
  if (fields === null) return ''
  const { year, month, day, hour, minute, second } = fields
  const weekday = new Date(Date.UTC(2000, month - 1, day))
  weekday.setUTCFullYear(year)
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  const tokens: Record<string, () => string> = {
    MMMM: () => MONTHS[month - 1]!,
    MMM: () => MONTHS[month - 1]!.slice(0, 3),
    MM: () => pad(month),
    M: () => String(month),
    Do: () => ordinal(day),
    DD: () => pad(day),
    D: () => String(day),
    YYYY: () => (year < 0 ? `-${pad(-year, 6)}` : pad(year, 4)),
    YY: () => pad(Math.abs(year) % 100),
    dddd: () => WEEKDAYS[weekday.getUTCDay()]!,
    ddd: () => WEEKDAYS[weekday.getUTCDay()]!.slice(0, 3),
    HH: () => pad(hour),
    H: () => String(hour),
    hh: () => pad(hour12),
    h: () => String(hour12),
    mm: () => pad(minute),
    m: () => String(minute),
    ss: () => pad(second),
    s: () => String(second),
    A: () => (hour < 12 ? 'AM' : 'PM'),
    a: () => (hour < 12 ? 'am' : 'pm'),
  }
  return pattern.replace(TOKEN, (token: string, literal: string | undefined) =>
    literal !== undefined ? literal : (tokens[token]?.() ?? token),
  )
}
