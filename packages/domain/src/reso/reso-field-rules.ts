// A RESO record, as reso-property.ts's ResoRecord (which maps with these rules) names it.
type ResoRecord = Readonly<Record<string, unknown>>

/**
 * The values a number field of a Property record may take; one outside them rejects the record
 * (an MLS typo, or a server sending nonsense, must not reach search, cards or the integer columns).
 */
export interface ResoNumberRange {
  /** The least value; 0 for counts, areas and prices. */
  min: number
  /** 'next year': the year after the import's clock. */
  max: number | 'next year'
  /** 'absent': 0 reads as "not given", as many MLSs send it (land's LivingArea, a condo's lot). */
  zero?: 'absent'
}

/**
 * The plausible range of each number field the import maps, inclusive. Why each bound:
 * - Prices: dollars (or monthly rent). Our price columns are PostgreSQL integers (at most
 *   2,147,483,647), and no listing on record has asked more than a few hundred million.
 * - Rooms: the search offers Beds up to 5+ and Baths up to 4+ (RANGE_FILTER_STEPS); 100 still
 *   fits a dormitory or a hotel sold as one listing.
 * - LivingArea: square feet; 10 million is past the largest warehouse a listing has offered.
 * - Lot size: the largest ranches in the country run to about 825,000 acres; 1,000,000 acres in
 *   either unit.
 * - YearBuilt: the oldest houses still standing and sold are from the 1600s; a house being built is
 *   listed with next year's date. Some MLSs send 0 for "unknown".
 * - Stories: the tallest residential towers have fewer than 200 floors.
 * - Latitude and Longitude: the earth's (0,0 and one without the other are `coordinatesError`'s).
 */
export const RESO_NUMBER_RANGES = {
  ListPrice: { min: 0, max: 1_000_000_000 },
  ClosePrice: { min: 0, max: 1_000_000_000 },
  BedroomsTotal: { min: 0, max: 100 },
  BathroomsTotalInteger: { min: 0, max: 100 },
  BathroomsFull: { min: 0, max: 100 },
  BathroomsHalf: { min: 0, max: 100 },
  BathroomsThreeQuarter: { min: 0, max: 100 },
  BathroomsPartial: { min: 0, max: 100 },
  LivingArea: { min: 0, max: 10_000_000, zero: 'absent' },
  LotSizeAcres: { min: 0, max: 1_000_000, zero: 'absent' },
  LotSizeSquareFeet: { min: 0, max: 43_560_000_000, zero: 'absent' },
  YearBuilt: { min: 1600, max: 'next year', zero: 'absent' },
  StoriesTotal: { min: 0, max: 200 },
  Stories: { min: 0, max: 200 },
  Latitude: { min: -90, max: 90 },
  Longitude: { min: -180, max: 180 },
} as const satisfies Record<string, ResoNumberRange>

/** A number field of a Property record that the import maps (and checks against its range). */
export type ResoNumberField = keyof typeof RESO_NUMBER_RANGES

/**
 * Text lengths, in UTF-16 code units as JavaScript counts them. Keys, short text and URLs over
 * their limit reject the record (a cut key or address would be another one); remarks and notes
 * are cut at a word boundary and end with '…'.
 */
export const RESO_TEXT_LIMITS = {
  /** ListingKey, ListingId, ListAgentKey, OpenHouseKey, MediaKey: RESO's keys are String(255). */
  key: 255,
  /** Names, address parts, phones, statuses, types: RESO's longest short text is String(255). */
  text: 255,
  /** VirtualTourURLUnbranded, MediaURL: RESO's URL fields are String(8000). */
  url: 8000,
  /** PublicRemarks (RESO's is String(4000)): longer is cut. */
  remarks: 10_000,
  /** OpenHouseRemarks, Refreshments, a photo's ShortDescription: longer is cut. */
  note: 1000,
  /**
   * `additional_details` as JSON (media URLs, the list agent, and every field without a column):
   * more rejects the record, since every listing page carries it.
   */
  details: 200_000,
} as const

type TextKind = Exclude<keyof typeof RESO_TEXT_LIMITS, 'details'>

// Fields read as text that are not short text; any other is 'text'.
const TEXT_KINDS: Readonly<Record<string, TextKind>> = {
  ListingKey: 'key',
  ListingId: 'key',
  ListAgentKey: 'key',
  OpenHouseKey: 'key',
  MediaKey: 'key',
  VirtualTourURLUnbranded: 'url',
  MediaURL: 'url',
  PublicRemarks: 'remarks',
  OpenHouseRemarks: 'note',
  Refreshments: 'note',
  ShortDescription: 'note',
}

// A key quoted in a report when the key itself is the problem.
const SHOWN_KEY_LENGTH = 40
// A value quoted in a reason.
const QUOTED_LENGTH = 60

/**
 * Why `value` cannot be `field`'s, in words, or null when it is within RESO_NUMBER_RANGES (`now`
 * dates YearBuilt's 'next year').
 *
 * @example
 * resoNumberError('BedroomsTotal', 1e9, now) // 'BedroomsTotal 1000000000 is not between 0 and 100'
 */
export function resoNumberError(field: ResoNumberField, value: number, now = new Date()): string | null {
  const range: ResoNumberRange = RESO_NUMBER_RANGES[field]
  const max = range.max === 'next year' ? now.getUTCFullYear() + 1 : range.max
  return value >= range.min && value <= max ? null : `${field} ${value} is not between ${range.min} and ${max}`
}

/** Why a pair of coordinates cannot place a listing, or null when it can (both absent is fine). */
export function coordinatesError(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null && longitude === null) return null
  if (latitude === null || longitude === null) return 'Latitude and Longitude must come together'
  const outside = resoNumberError('Latitude', latitude) ?? resoNumberError('Longitude', longitude)
  if (outside) return outside
  if (latitude === 0 && longitude === 0) return 'coordinates are 0,0 (a missing location)'
  return null
}

const UNSTORABLE = /[\0\uD800-\uDFFF]/
const UNSTORABLE_EACH = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\0\uD800-\uDFFF]/g

/**
 * Text PostgreSQL can store: NUL characters (which no text or jsonb value can hold) removed, and
 * each half of a UTF-16 surrogate pair that has lost its other half (not Unicode; jsonb refuses it)
 * replaced by U+FFFD, as a UTF-8 encoder would. Other text comes back unchanged.
 *
 * @example
 * cleanResoText('Pool\u0000 side \ud83c') // 'Pool side \ufffd'
 */
export function cleanResoText(text: string): string {
  if (!UNSTORABLE.test(text)) return text
  return text.replace(UNSTORABLE_EACH, (match) => (match.length === 2 ? match : match === '\0' ? '' : '\ufffd'))
}

/**
 * A JSON value whose every string, field names included, is `cleanResoText`'s: the value itself
 * when it holds nothing to clean (as a feed's records almost always do), else a cleaned copy.
 */
export function cleanResoValue(value: unknown): unknown {
  return holdsUnstorable(value) ? cleanedCopy(value) : value
}

// Walks without allocating: cleaning every record by copying it would double the mapping's time.
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some(holdsUnstorable)
  for (const name in value) {
    if (UNSTORABLE.test(name) || holdsUnstorable((value as Record<string, unknown>)[name])) return true
  }
  return false
}

function cleanedCopy(value: unknown): unknown {
  if (typeof value === 'string') return cleanResoText(value)
  if (Array.isArray(value)) return value.map(cleanedCopy)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [cleanResoText(name), cleanedCopy(item)]))
}

/**
 * `text` cut to at most `max` characters, ending with '…': at the last white space past half of
 * it, else mid-word; never between the halves of a surrogate pair. Text within `max` comes back
 * as it is.
 *
 * @example
 * cutAtWordBoundary('Shaded lot near South Congress', 20) // 'Shaded lot near…'
 */
export function cutAtWordBoundary(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  let space = end
  while (space > max / 2 && !/\s/.test(text.charAt(space))) space--
  const head = text.slice(0, space > max / 2 ? space : end).trimEnd()
  return `${head}…`
}

/** A Property record's ListingKey, or why it cannot be one (with the key as a report shows it). */
export type ResoListingKey = { key: string; problem: null } | { key: string | null; problem: string }

/**
 * Reads a record's ListingKey as the import uses it: text (or a number some servers send),
 * trimmed, at most 255 characters, and stored as sent, so one with a NUL character or half a
 * surrogate pair is refused rather than changed into another record's key. A refused key is
 * reported cleaned and cut to 40 characters.
 *
 * @example
 * readResoListingKey({ ListingKey: ' k-1 ' }) // { key: 'k-1', problem: null }
 * readResoListingKey({}) // { key: null, problem: 'no ListingKey' }
 */
export function readResoListingKey(record: { readonly ListingKey?: unknown }): ResoListingKey {
  const value = record.ListingKey
  const key = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (key === '') return { key: null, problem: 'no ListingKey' }
  const clean = cleanResoText(key)
  const shown = cutAtWordBoundary(clean, SHOWN_KEY_LENGTH)
  if (key.includes('\0'))
    return { key: shown, problem: 'ListingKey holds a NUL character, which no text column can store' }
  if (clean !== key) {
    return { key: shown, problem: 'ListingKey holds half of a UTF-16 surrogate pair, which is not Unicode text' }
  }
  if (key.length > RESO_TEXT_LIMITS.key) {
    return { key: shown, problem: `ListingKey is ${key.length} characters long, more than ${RESO_TEXT_LIMITS.key}` }
  }
  return { key, problem: null }
}

/** `value` as a reason quotes it: JSON, cut to 60 characters. */
export function quotedInReason(value: unknown): string {
  return cutAtWordBoundary(cleanResoText(JSON.stringify(value) ?? String(value)), QUOTED_LENGTH)
}

/**
 * Reads number fields against RESO_NUMBER_RANGES; `problem` keeps the first field that is not a
 * number, or out of its range. Absent, empty (and 0 where it means absent) read as null.
 */
export class NumberReader {
  problem: string | null = null
  constructor(
    private readonly record: ResoRecord,
    private readonly now: Date,
  ) {}

  read(field: ResoNumberField): number | null {
    const value = this.record[field]
    if (value === null || value === undefined || value === '') return null
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
    if (!Number.isFinite(number)) {
      this.problem ??= `${field} is not a number (${quotedInReason(value)})`
      return null
    }
    const range: ResoNumberRange = RESO_NUMBER_RANGES[field]
    if (number === 0 && range.zero === 'absent') return null
    const outside = resoNumberError(field, number, this.now)
    if (outside) {
      this.problem ??= outside
      return null
    }
    return number
  }
}

/**
 * Reads text fields of a record whose strings `cleanResoValue` cleaned: trimmed, empty as null,
 * remarks and notes cut at their RESO_TEXT_LIMITS; `problem` keeps the first key, short text or
 * URL over its limit.
 */
export class TextReader {
  problem: string | null = null
  constructor(private readonly record: ResoRecord) {}

  /** `field` of the record, or of `from` (an OpenHouse or Media record of it). */
  read(field: string, from: ResoRecord = this.record): string | null {
    const value = from[field]
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (text === '') return null
    const kind = TEXT_KINDS[field] ?? 'text'
    const limit = RESO_TEXT_LIMITS[kind]
    if (text.length <= limit) return text
    if (kind === 'remarks' || kind === 'note') return cutAtWordBoundary(text, limit)
    this.problem ??= `${field} is ${text.length} characters long, more than ${limit}`
    return null
  }
}
