import fc from 'fast-check'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { DATE_FORMATS } from './date-formats.js'
import { formatDate } from './date.js'

const chicago = { zone: 'America/Chicago' }
// Sunday 1 September 2024, 2:30 pm in Austin (CDT, UTC-5).
const sundayAfternoon = '2024-09-01T19:30:00Z'

describe('formatDate', () => {
  it.each([
    ['MMMM Do, YYYY', 'September 1st, 2024'],
    ['MMMM Do YYYY', 'September 1st 2024'],
    ['MMM Do, YYYY', 'Sep 1st, 2024'],
    ['MM/DD/YY', '09/01/24'],
    ['ddd, MMM Do - h:mma', 'Sun, Sep 1st - 2:30pm'],
    ['h:mm a', '2:30 pm'],
    ['hh:mm a - MMM Do, YYYY', '02:30 pm - Sep 1st, 2024'],
  ] as const)("formats the spec's '%s' pattern as %s", (pattern, expected) => {
    expect(formatDate(sundayAfternoon, pattern, chicago)).toBe(expected)
  })

  it('names every spec pattern in DATE_FORMATS', () => {
    expect(Object.values(DATE_FORMATS).sort()).toEqual(
      [
        'MMMM Do, YYYY',
        'MMMM Do YYYY',
        'MMM Do, YYYY',
        'MM/DD/YY',
        'ddd, MMM Do - h:mma',
        'h:mm a',
        'hh:mm a - MMM Do, YYYY',
      ].sort(),
    )
  })

  it.each([
    ['2024-09-02', '2nd'],
    ['2024-09-03', '3rd'],
    ['2024-09-04', '4th'],
    ['2024-09-11', '11th'],
    ['2024-09-12', '12th'],
    ['2024-09-13', '13th'],
    ['2024-09-21', '21st'],
    ['2024-09-22', '22nd'],
    ['2024-09-23', '23rd'],
    ['2024-10-31', '31st'],
  ] as const)('writes the Do token of %s as %s', (date, day) => {
    expect(formatDate(date, 'Do', chicago)).toBe(day)
  })

  it('shows the time in the zone it is given', () => {
    const lateEvening = '2024-09-02T03:00:00Z'
    expect(formatDate(lateEvening, DATE_FORMATS.dayTime, chicago)).toBe('Sun, Sep 1st - 10:00pm')
    expect(formatDate(lateEvening, DATE_FORMATS.dayTime, { zone: 'UTC' })).toBe('Mon, Sep 2nd - 3:00am')
  })

  it('reads a date without a time as that day in the given zone', () => {
    expect(formatDate('2024-09-01', DATE_FORMATS.long, chicago)).toBe('September 1st, 2024')
    expect(formatDate('2024-09-01', DATE_FORMATS.long, { zone: 'Asia/Tokyo' })).toBe('September 1st, 2024')
  })

  it('accepts a Date, epoch milliseconds and a luxon DateTime', () => {
    const date = new Date(sundayAfternoon)
    expect(formatDate(date, DATE_FORMATS.time, chicago)).toBe('2:30 pm')
    expect(formatDate(date.getTime(), DATE_FORMATS.time, chicago)).toBe('2:30 pm')
    expect(formatDate(DateTime.fromISO(sundayAfternoon), DATE_FORMATS.time, chicago)).toBe('2:30 pm')
  })

  it('writes midnight and noon as 12 am and 12 pm', () => {
    expect(formatDate('2024-09-01T00:05:00', 'h:mm a', chicago)).toBe('12:05 am')
    expect(formatDate('2024-09-01T12:00:00', 'h:mm a', chicago)).toBe('12:00 pm')
  })

  it('supports the other moment tokens and [literal] text', () => {
    expect(formatDate(sundayAfternoon, '[Closed on] dddd, MMMM D', chicago)).toBe('Closed on Sunday, September 1')
    expect(formatDate(sundayAfternoon, 'H:mm:ss A', chicago)).toBe('14:30:00 PM')
    expect(formatDate(sundayAfternoon, 'M/D/YYYY HH:m:s', chicago)).toBe('9/1/2024 14:30:0')
  })

  it.each([null, undefined, '', '   ', 'not a date', '2024-13-45', new Date(Number.NaN), Number.NaN])(
    "returns '' for missing or invalid input (%j)",
    (input) => {
      expect(formatDate(input, DATE_FORMATS.medium, chicago)).toBe('')
    },
  )

  it('throws, naming the fix, for an unknown time zone', () => {
    expect(() => formatDate(sundayAfternoon, DATE_FORMATS.medium, { zone: 'Mars/Olympus' })).toThrow(/IANA zone/)
  })

  const date = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T23:59:59Z'),
    noInvalidDate: true,
  })

  it('never prints NaN, undefined or an empty string for a valid date in any spec format', () => {
    fc.assert(
      fc.property(date, fc.constantFrom(...Object.values(DATE_FORMATS)), (d, pattern) => {
        const text = formatDate(d, pattern, { zone: 'UTC' })
        expect(text).not.toBe('')
        expect(text).not.toMatch(/NaN|undefined|Invalid/)
      }),
    )
  })

  it('writes MM/DD/YY and Do that read back as the same calendar day', () => {
    fc.assert(
      fc.property(date, (d) => {
        const [month, day, year] = formatDate(d, 'MM/DD/YY', { zone: 'UTC' }).split('/').map(Number)
        expect(month).toBe(d.getUTCMonth() + 1)
        expect(day).toBe(d.getUTCDate())
        expect(year).toBe(d.getUTCFullYear() % 100)
        expect(parseInt(formatDate(d, 'Do', { zone: 'UTC' }), 10)).toBe(d.getUTCDate())
      }),
    )
  })

  // The formatting as luxon does it (what this module used before it moved to Intl): every
  // pattern, zone and moment must read the same.
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
  const TOKEN = /\[([^\]]*)\]|MMMM|MMM|MM|M|Do|DD|D|YYYY|YY|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g
  function luxonFormat(dateTime: DateTime, pattern: string): string {
    const local = dateTime.setLocale('en-US')
    return pattern.replace(TOKEN, (token: string, literal: string | undefined) => {
      if (literal !== undefined) return literal
      if (token === 'Do') return `${local.day}${formatDate(local.toISODate(), 'Do').replace(/^\d+/, '')}`
      if (token === 'a') return local.toFormat('a').toLowerCase()
      return local.toFormat(LUXON_TOKEN[token] ?? token)
    })
  }
  const zones = fc.constantFrom('UTC', 'America/Chicago', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe')
  const patterns = fc.constantFrom(...Object.values(DATE_FORMATS), 'dddd D M YY H:m:s A', 'HH:mm:ss [at] hh a')

  it('reads every instant as luxon does, in any zone and pattern', () => {
    fc.assert(
      fc.property(date, zones, patterns, (d, zone, pattern) => {
        const expected = luxonFormat(DateTime.fromJSDate(d, { zone }), pattern)
        expect(formatDate(d, pattern, { zone })).toBe(expected)
        expect(formatDate(d.toISOString(), pattern, { zone })).toBe(expected)
        expect(formatDate(DateTime.fromJSDate(d, { zone }), pattern)).toBe(expected)
      }),
    )
  })

  it('reads a date or time without an offset as the wall clock luxon reads in the zone', () => {
    fc.assert(
      fc.property(date, zones, patterns, fc.boolean(), (d, zone, pattern, withTime) => {
        const iso = withTime ? d.toISOString().slice(0, 19) : d.toISOString().slice(0, 10)
        const read = DateTime.fromISO(iso, { zone })
        // A wall time skipped by a daylight-saving change does not exist there: luxon moves it on.
        fc.pre(read.toISO({ includeOffset: false })?.slice(0, iso.length) === iso)
        expect(formatDate(iso, pattern, { zone })).toBe(luxonFormat(read, pattern))
      }),
    )
  })
})
