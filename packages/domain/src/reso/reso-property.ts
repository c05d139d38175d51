import type { ListingStatus } from '../listing/types.js'
import type { ResoListedBy } from './brokerage-listing.js'
import {
  cleanResoValue,
  coordinatesError,
  NumberReader,
  readResoListingKey,
  RESO_TEXT_LIMITS,
  TextReader,
} from './reso-field-rules.js'
import { resoKind } from './reso-property-type.js'
import { resoStatusMeaning } from './reso-status.js'

/** One record of a RESO Web API answer (`value[i]`): field names as the Data Dictionary spells them. */
export type ResoRecord = Readonly<Record<string, unknown>>

/** A listing as a RESO Property record describes it, in our listing model's fields (see apps/api/README.md). */
export interface ResoListing {
  mls_number: string | null
  title: string
  subtitle: string | null
  street: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  city_state: string | null
  latitude: number | null
  longitude: number | null
  purchase_type: 'Purchase' | 'Lease'
  type: string
  property_type: string | null
  listing_status: ListingStatus
  canonical_listing_status: ListingStatus
  bedrooms: number | null
  bathrooms: number | null
  square_feet: number | null
  lot_acre: number | null
  lot_square_feet: number | null
  stories: number | null
  year_built: number | null
  price_in_dollars: number | null
  sold_price_in_dollars: number | null
  /** YYYY-MM-DD. */
  closing_date: string | null
  /** ISO timestamps. */
  listed_at: string | null
  data_source_listing_updated_at: string
  last_open_house_end_at: string | null
  rent_frequency: string | null
  description: string | null
  disclose_address: boolean
  school_district: string | null
  school_elementary: string | null
  school_middle: string | null
  school_senior_high: string | null
  listing_broker: string | null
  office_phone: string | null
  buyer_agent_name: string | null
  buyer_office_name: string | null
  newly_listed: boolean
  photo_count: number
  /**
   * `virtual_tour_url`, `media` (URLs in their Order), the list agent's name and contact, and under
   * `reso` every field of the record that has no column of its own, so nothing the MLS sent is lost.
   */
  additional_details: Record<string, unknown>
}

/** An open house of a listing (RESO OpenHouse). */
export interface ResoOpenHouse {
  key: string | null
  start_time: string
  end_time: string
  directions: string | null
  refreshments: string | null
  showing_contact: string | null
}

/** A photo or other media item (RESO Media), in the feed's Order. */
export interface ResoMediaItem {
  key: string | null
  url: string
  order: number
  caption: string | null
}

/**
 * What one Property record asks of us: a listing to show, a withdrawal, or a rejection with its
 * reason (and its ListingKey: null when it has none, cleaned and cut to 40 characters when the key
 * itself is the problem).
 */
export type ResoPropertyResult =
  | {
      kind: 'listing'
      key: string
      modifiedAt: string
      listing: ResoListing
      /** The list agent's MemberKey, to find the agent a Member record brought. */
      listAgentKey: string | null
      /** The list office's and list agent's ids, to tell the brokerage's own listings (`brokerageListing`). */
      listedBy: ResoListedBy
      openHouses: ResoOpenHouse[]
      media: ResoMediaItem[]
    }
  | { kind: 'withdrawn'; key: string; modifiedAt: string }
  | { kind: 'rejected'; key: string | null; reason: string }

export interface ResoMappingOptions {
  /** The clock for `newly_listed` (listed in the last 7 days). */
  now: Date
  /** Open houses and media sent as their own records rather than expanded on the Property. */
  openHouses?: readonly ResoRecord[]
  media?: readonly ResoRecord[]
}

const NEWLY_LISTED_MS = 7 * 24 * 3600_000

// Fields read into columns; everything else the record carries goes to details.reso.
const MAPPED_FIELDS = new Set([
  'ListingKey',
  'ListingId',
  'StandardStatus',
  'ListPrice',
  'ClosePrice',
  'CloseDate',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'BathroomsFull',
  'BathroomsHalf',
  'BathroomsThreeQuarter',
  'BathroomsPartial',
  'LivingArea',
  'LotSizeAcres',
  'LotSizeSquareFeet',
  'YearBuilt',
  'StoriesTotal',
  'Stories',
  'Latitude',
  'Longitude',
  'UnparsedAddress',
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetSuffix',
  'StreetDirSuffix',
  'UnitNumber',
  'PostalCode',
  'City',
  'StateOrProvince',
  'PropertyType',
  'PropertySubType',
  'PublicRemarks',
  'ListAgentKey',
  'ListAgentFullName',
  'ListAgentEmail',
  'ListAgentDirectPhone',
  'ListOfficeName',
  'ListOfficePhone',
  'BuyerAgentFullName',
  'BuyerOfficeName',
  'ModificationTimestamp',
  'ListingContractDate',
  'VirtualTourURLUnbranded',
  'HighSchoolDistrict',
  'ElementarySchool',
  'MiddleOrJuniorSchool',
  'HighSchool',
  'LeaseAmountFrequency',
  'InternetAddressDisplayYN',
  'Media',
  'OpenHouse',
])

/**
 * Maps one RESO Data Dictionary 2.x Property record (with its OpenHouse and Media, expanded or
 * passed beside it) to our listing model, or says why it cannot be shown. Pure: the importer
 * writes what this decides.
 *
 * Rejections, each with its reason in words: no ListingKey, or one `readResoListingKey` refuses; no
 * or a bad ModificationTimestamp; an unknown StandardStatus; no ListPrice on a listing for sale
 * (Active, Coming Soon, Pending); a number field that is not a number or is outside its
 * RESO_NUMBER_RANGES; coordinates at 0,0 or one without the other; a key, short text or URL longer
 * than its RESO_TEXT_LIMITS; `additional_details` over its limit. Text is stored cleaned
 * (`cleanResoText`: no NUL, no half surrogate pairs, in every field the record carries), and
 * PublicRemarks and the open houses' and photos' notes cut at a word boundary.
 *
 * @example
 * mapResoProperty({ ListingKey: 'k1', StandardStatus: 'Expired', ModificationTimestamp: '2026-01-02T03:04:05Z' }, { now })
 * // { kind: 'withdrawn', key: 'k1', modifiedAt: '2026-01-02T03:04:05.000Z' }
 */
export function mapResoProperty(record: ResoRecord, options: ResoMappingOptions): ResoPropertyResult {
  const listingKey = readResoListingKey(record)
  if (listingKey.problem !== null) return { kind: 'rejected', key: listingKey.key, reason: listingKey.problem }
  const key = listingKey.key
  const reject = (reason: string): ResoPropertyResult => ({ kind: 'rejected', key, reason })
  // Every string as it can be stored: no NUL, no half surrogate pairs.
  const fields = cleanResoValue(record) as ResoRecord
  const modifiedAt = isoTimestamp(fields.ModificationTimestamp)
  if (modifiedAt === null) return reject('no valid ModificationTimestamp')
  const texts = new TextReader(fields)
  const standardStatus = texts.read('StandardStatus')
  const kind = resoKind(texts.read('PropertyType'), texts.read('PropertySubType'))
  if (texts.problem) return reject(texts.problem)
  if (standardStatus === null) return reject('no StandardStatus')
  const meaning = resoStatusMeaning(standardStatus, kind.purchaseType)
  if (meaning === null) return reject(`unknown StandardStatus "${standardStatus}"`)
  if (meaning.kind === 'withdrawn') return { kind: 'withdrawn', key, modifiedAt }

  const numbers = new NumberReader(fields, options.now)
  const price = numbers.read('ListPrice')
  const closePrice = numbers.read('ClosePrice')
  const bedrooms = numbers.read('BedroomsTotal')
  const bathsTotal = numbers.read('BathroomsTotalInteger')
  const bathsFull = numbers.read('BathroomsFull')
  const partialBaths = (numbers.read('BathroomsHalf') ?? 0) + (numbers.read('BathroomsPartial') ?? 0)
  const threeQuarterBaths = numbers.read('BathroomsThreeQuarter') ?? 0
  const livingArea = numbers.read('LivingArea')
  const acres = numbers.read('LotSizeAcres')
  const lotSquareFeet = numbers.read('LotSizeSquareFeet')
  const yearBuilt = numbers.read('YearBuilt')
  const stories = numbers.read('StoriesTotal') ?? numbers.read('Stories')
  const latitude = numbers.read('Latitude')
  const longitude = numbers.read('Longitude')
  if (numbers.problem) return reject(numbers.problem)

  const forSale = meaning.status === 'Active' || meaning.status === 'Coming Soon' || meaning.status === 'Pending'
  if (forSale && (price === null || price <= 0)) return reject(`no ListPrice for a listing that is ${standardStatus}`)
  const coordinatesProblem = coordinatesError(latitude, longitude)
  if (coordinatesProblem) return reject(coordinatesProblem)

  const street = streetOf(texts)
  const city = texts.read('City')
  const state = texts.read('StateOrProvince')
  const zip = texts.read('PostalCode')
  const discloseAddress = fields.InternetAddressDisplayYN !== false
  const title = discloseAddress ? (street ?? 'Address not available') : 'Undisclosed Address'
  const cityState = city && state ? `${city}, ${state}` : (city ?? state)
  const listedAt = isoTimestamp(fields.ListingContractDate)
  const openHouses = openHousesOf(texts, fields, cleanResoValue(options.openHouses) as ResoRecord[] | undefined)
  const media = mediaOf(texts, fields, cleanResoValue(options.media) as ResoRecord[] | undefined)
  const lastOpenHouseEnd = openHouses.reduce<string | null>(
    (last, o) => (last && last > o.end_time ? last : o.end_time),
    null,
  )

  const listing: ResoListing = {
    mls_number: texts.read('ListingId'),
    title,
    subtitle: cityState ? [cityState, zip].filter(Boolean).join(' ') : zip,
    street: discloseAddress ? street : 'Undisclosed Address',
    city,
    state_code: state,
    zip,
    city_state: cityState,
    latitude,
    longitude,
    purchase_type: kind.purchaseType,
    type: kind.type,
    property_type: kind.propertyType,
    listing_status: meaning.status,
    canonical_listing_status: meaning.status,
    bedrooms: integerOrNull(bedrooms),
    bathrooms: bathroomsOf(bathsFull, threeQuarterBaths, partialBaths, bathsTotal),
    square_feet: positiveIntegerOrNull(livingArea),
    lot_acre: acres ?? (lotSquareFeet === null ? null : Math.round((lotSquareFeet / 43_560) * 1000) / 1000),
    lot_square_feet: lotSquareFeetColumn(lotSquareFeet ?? (acres === null ? null : acres * 43_560)),
    stories: integerOrNull(stories),
    year_built: integerOrNull(yearBuilt),
    price_in_dollars: integerOrNull(price),
    sold_price_in_dollars: integerOrNull(closePrice),
    closing_date: dateOnly(fields.CloseDate),
    listed_at: listedAt,
    data_source_listing_updated_at: modifiedAt,
    last_open_house_end_at: lastOpenHouseEnd,
    rent_frequency: kind.purchaseType === 'Lease' ? (texts.read('LeaseAmountFrequency') ?? 'Monthly') : null,
    description: texts.read('PublicRemarks'),
    disclose_address: discloseAddress,
    school_district: texts.read('HighSchoolDistrict'),
    school_elementary: texts.read('ElementarySchool'),
    school_middle: texts.read('MiddleOrJuniorSchool'),
    school_senior_high: texts.read('HighSchool'),
    listing_broker: texts.read('ListOfficeName'),
    office_phone: texts.read('ListOfficePhone'),
    buyer_agent_name: texts.read('BuyerAgentFullName'),
    buyer_office_name: texts.read('BuyerOfficeName'),
    newly_listed:
      meaning.status === 'Active' &&
      listedAt !== null &&
      options.now.getTime() - Date.parse(listedAt) < NEWLY_LISTED_MS,
    photo_count: media.length,
    additional_details: {
      virtual_tour_url: texts.read('VirtualTourURLUnbranded'),
      media: media.map((item) => item.url),
      list_agent: {
        name: texts.read('ListAgentFullName'),
        email: texts.read('ListAgentEmail'),
        phone: texts.read('ListAgentDirectPhone'),
      },
      reso: {
        StandardStatus: standardStatus,
        PropertySubType: texts.read('PropertySubType'),
        ...unmappedFields(fields),
      },
    },
  }
  const listAgentKey = texts.read('ListAgentKey')
  const listedBy: ResoListedBy = {
    officeMlsId: texts.read('ListOfficeMlsId'),
    officeKey: texts.read('ListOfficeKey'),
    agentMlsId: texts.read('ListAgentMlsId'),
    agentKey: listAgentKey,
  }
  if (texts.problem) return reject(texts.problem)
  const detailsLength = JSON.stringify(listing.additional_details).length
  if (detailsLength > RESO_TEXT_LIMITS.details) {
    return reject(
      `its media and fields without a column come to ${detailsLength} characters of JSON, more than ${RESO_TEXT_LIMITS.details}`,
    )
  }
  return { kind: 'listing', key, modifiedAt, listing, listAgentKey, listedBy, openHouses, media }
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text === '' ? null : text
}

function isoTimestamp(value: unknown): string | null {
  const text = textOf(value)
  if (text === null) return null
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

function dateOnly(value: unknown): string | null {
  const iso = isoTimestamp(value)
  return iso === null ? null : iso.slice(0, 10)
}

function integerOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value)
}

// A living area under half a square foot rounds to 0, which reads as "not given" (as 0 itself does).
function positiveIntegerOrNull(value: number | null): number | null {
  const rounded = integerOrNull(value)
  return rounded === null || rounded <= 0 ? null : rounded
}

// lot_square_feet is a 32-bit integer column: a lot over about 49,000 acres keeps only lot_acre.
const INTEGER_COLUMN_MAX = 2_147_483_647

function lotSquareFeetColumn(value: number | null): number | null {
  const rounded = integerOrNull(value)
  return rounded !== null && rounded > INTEGER_COLUMN_MAX ? null : rounded
}

// Full baths (three-quarter baths count as full), plus a half when there is any partial bath, as
// our cards show them ('2.5'); without full and partial counts, the total.
function bathroomsOf(full: number | null, threeQuarter: number, partial: number, total: number | null): number | null {
  if (full !== null) return full + threeQuarter + (partial > 0 ? 0.5 : 0)
  return total
}

function streetOf(texts: TextReader): string | null {
  const name = texts.read('StreetName')
  if (name === null) return texts.read('UnparsedAddress')
  const parts = ['StreetNumber', 'StreetDirPrefix', 'StreetName', 'StreetSuffix', 'StreetDirSuffix']
    .map((field) => texts.read(field))
    .filter((part): part is string => part !== null)
  const unit = texts.read('UnitNumber')
  return unit ? `${parts.join(' ')} Unit ${unit}` : parts.join(' ')
}

function recordsOf(value: unknown): ResoRecord[] {
  return Array.isArray(value)
    ? value.filter((item): item is ResoRecord => typeof item === 'object' && item !== null)
    : []
}

function openHousesOf(texts: TextReader, record: ResoRecord, beside: readonly ResoRecord[] = []): ResoOpenHouse[] {
  return [...recordsOf(record.OpenHouse), ...beside]
    .filter((openHouse) => openHouse.OpenHouseStatus !== 'Canceled')
    .flatMap((openHouse) => {
      const start = isoTimestamp(openHouse.OpenHouseStartTime)
      const end = isoTimestamp(openHouse.OpenHouseEndTime)
      if (start === null || end === null || end < start) return []
      const contact = ['ShowingAgentFirstName', 'ShowingAgentLastName']
        .map((field) => texts.read(field, openHouse))
        .filter(Boolean)
      return [
        {
          key: texts.read('OpenHouseKey', openHouse),
          start_time: start,
          end_time: end,
          directions: texts.read('OpenHouseRemarks', openHouse),
          refreshments: texts.read('Refreshments', openHouse),
          showing_contact: contact.length > 0 ? contact.join(' ') : null,
        },
      ]
    })
    .sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0))
}

function mediaOf(texts: TextReader, record: ResoRecord, beside: readonly ResoRecord[] = []): ResoMediaItem[] {
  return [...recordsOf(record.Media), ...beside]
    .flatMap((item, index) => {
      const url = texts.read('MediaURL', item)
      if (url === null) return []
      const order = typeof item.Order === 'number' ? item.Order : index
      return [{ key: texts.read('MediaKey', item), url, order, caption: texts.read('ShortDescription', item) }]
    })
    .sort((a, b) => a.order - b.order)
}

function unmappedFields(record: ResoRecord): Record<string, unknown> {
  const rest: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(record)) {
    if (MAPPED_FIELDS.has(field) || field.startsWith('@odata.') || value === null || value === undefined) continue
    rest[field] = value
  }
  return rest
}
