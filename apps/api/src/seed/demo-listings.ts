import { formatPhone } from '@idx/domain'
import type { Insertable } from 'kysely'
import type { ListingHistoryTable, ListingsTable, OpenHousesTable } from '../listings/index.js'
import { streetsOfZip } from './austin-streets.js'
import type { ZipPlace } from './austin-zips.js'
import { schoolLocator, type DemoArea, type SchoolAssignment } from './demo-areas.js'
import { demoOfficeKey, type DemoAgent } from './demo-agents.js'
import { DEMO_BROKERAGE, DEMO_FEEDS, DEMO_MARKET_ID } from './demo-site.js'
import { distanceKm, offsetKm, pointInRing, round6, type LngLat } from './geometry.js'
import { additionalDetails, realstaqDetails, showingData, type ListingFacts } from './listing-details.js'
import { describeListing } from './listing-description.js'
import { listingFeatures } from './listing-features.js'
import type { SeededRandom } from '../random/seeded-random.js'
import { slugify } from '../search/search-text.js'

const MINUTE = 60_000
const DAY = 1440 * MINUTE
const DOWNTOWN: LngLat = [-97.7431, 30.2672]

/** How many listings are password-protected, and how many hide their address. */
export const PASSWORD_LISTING_COUNT = 8
export const UNDISCLOSED_LISTING_COUNT = 30
/** Share of listings the feed sent without coordinates. */
const NO_COORDINATES_SHARE = 0.015

export type ListingRow = Insertable<ListingsTable> & {
  id: number
  title: string
  slug: string
  listing_status: string
  data_source_listing_updated_at: Date
}

export interface DemoListings {
  listings: ListingRow[]
  openHouses: Insertable<OpenHousesTable>[]
  history: Insertable<ListingHistoryTable>[]
  /** Listings that get the demo password (their hash is added by the caller). */
  passwordListingIds: number[]
}

export interface ListingContext {
  random: SeededRandom
  /** Start of the UTC day every date is relative to, in epoch milliseconds. */
  dayStart: number
  zips: readonly ZipPlace[]
  areas: readonly DemoArea[]
  agents: readonly DemoAgent[]
}

interface Context extends ListingContext {
  schoolsAt: (point: LngLat) => SchoolAssignment
}

type Place = { kind: 'neighborhood'; area: DemoArea } | { kind: 'zip'; zip: ZipPlace }

type ListingType = ListingFacts['type']

/**
 * `count` listings with ids 1..count, their open houses and sold history. Every date is an offset
 * from `dayStart` (the start of a UTC day), so a seed made on the same day is identical and
 * "upcoming" open houses stay upcoming all that day.
 */
export function demoListings(listingContext: ListingContext, count: number): DemoListings {
  const context: Context = { ...listingContext, schoolsAt: schoolLocator(listingContext.areas) }
  const { random } = context
  const neighborhoods = context.areas.filter((area) => area.kind === 'neighborhood')
  const listings: ListingRow[] = []
  const openHouses: Insertable<OpenHousesTable>[] = []
  const history: Insertable<ListingHistoryTable>[] = []
  for (let id = 1; id <= count; id += 1) {
    const place: Place = random.chance(0.5)
      ? { kind: 'neighborhood', area: random.pickWeighted(neighborhoods, (area) => area.neighborhood!.weight) }
      : { kind: 'zip', zip: random.pickWeighted(context.zips, (zip) => zip.weight) }
    const listing = oneListing(context, id, place)
    listings.push(listing)
    openHouses.push(...openHousesFor(context, listing, openHouses.length))
    history.push(...historyFor(context, listing, history.length))
  }
  const passwordListingIds = markSpecialListings(random, listings)
  assignSlugs(listings)
  return { listings, openHouses, history, passwordListingIds }
}

function oneListing(context: Context, id: number, place: Place): ListingRow {
  const { random, dayStart } = context
  const position = place.kind === 'neighborhood' ? pointInRing(random, place.area.ring) : nearZip(random, place.zip)
  const neighborhood = place.kind === 'neighborhood' ? place.area.neighborhood! : null
  // A neighbourhood's listings take its real zip; others the zip whose centre is nearest.
  const zip = neighborhood ? zipNamed(context.zips, neighborhood.zip) : nearestZip(context.zips, position)
  const fromDowntownKm = distanceKm(position, DOWNTOWN)
  const suburban = fromDowntownKm > 14
  const pricePerSqft = neighborhood?.pricePerSqft ?? (place.kind === 'zip' ? place.zip.pricePerSqft : zip.pricePerSqft)
  const condoShare = neighborhood?.condoShare ?? (fromDowntownKm < 4 ? 0.5 : 0.08)

  const type = random.weighted<ListingType>(
    condoShare > 0.9
      ? { Residential: 93, Commercial: 7, 'Lots and Land': 0 }
      : { Residential: 88, Commercial: 5, 'Lots and Land': 7 },
  )
  const purchaseType =
    type === 'Lots and Land' ? 'Purchase' : random.chance(type === 'Commercial' ? 0.35 : 0.2) ? 'Lease' : 'Purchase'
  const propertyType = pickPropertyType(random, type, purchaseType, condoShare, suburban)
  const status =
    purchaseType === 'Purchase'
      ? random.weighted({ Active: 56, Pending: 13, 'Coming Soon': 6, Sold: 25 })
      : random.weighted({ Active: 60, Pending: 8, 'Coming Soon': 4, 'Leased/Rented': 21, Sold: 7 })

  const size = sizeOf(random, type, propertyType, purchaseType, suburban)
  const { bedrooms, bathrooms, squareFeet, stories, lotAcre } = size
  const built = neighborhood ? ([neighborhood.builtFrom, neighborhood.builtTo] as const) : builtYears(fromDowntownKm)
  const yearBuilt = type === 'Lots and Land' ? null : yearBuiltOf(random, built, new Date(dayStart).getUTCFullYear())
  const price = askingPrice(random, { type, propertyType, purchaseType, suburban, pricePerSqft, ...size })

  const city = zip.city
  // Streets that run through the listing's zip (a neighbourhood's streets all lie in its zip).
  const streets = neighborhood?.streets ?? streetsOfZip(zip.zip)
  const street = streetAddress(random, streets, propertyType, neighborhood ? 4999 : 14999)

  // Agent and feed: Williamson County listings mostly come through Williamson-Burnet REALTORS.
  const agent = random.pickWeighted(context.agents, (candidate) =>
    candidate.brokerage.feedId === 3 ? (zip.williamsonCounty ? 6 : 0.2) : zip.williamsonCounty ? 0.5 : 1,
  )
  const feed = DEMO_FEEDS.find((f) => f.id === agent.brokerage.feedId)!

  const { updatedAt, listedAt, closingDate } = datesOf(random, status, dayStart)
  const closed = closingDate !== null
  const soldPrice = !closed ? null : purchaseType === 'Lease' ? price : roundPrice(price * random.float(0.93, 1.04))
  const buyer = closed ? random.pick(context.agents) : null

  const schools = context.schoolsAt(position)
  const agentName = `${agent.row.first_name} ${agent.row.last_name}`
  const facts: ListingFacts = {
    type,
    propertyType,
    purchaseType,
    bedrooms,
    bathrooms,
    squareFeet,
    lotAcre,
    yearBuilt,
    stories,
    place: neighborhood?.name ?? city,
    city,
    schoolDistrict: schools.district,
    schoolElementary: schools.elementary,
    agentName,
    agentPhone: formatPhone(agent.row.sms_number ?? agent.brokerage.officePhone),
    features: listingFeatures(random, { type, propertyType, purchaseType, lotAcre, suburban }),
  }
  const withoutCoordinates = random.chance(NO_COORDINATES_SHARE)
  const mlsNumber = `${feed.mlsPrefix}${1_000_000 + id * 137 + random.int(0, 136)}`

  return {
    id,
    market_id: DEMO_MARKET_ID,
    feed_id: feed.id,
    slug: '',
    mls_number: mlsNumber,
    title: street,
    subtitle: `${city}, TX ${zip.zip}`,
    street,
    city,
    state_code: 'TX',
    zip: zip.zip,
    city_state: `${city}, TX`,
    latitude: withoutCoordinates ? null : position[1],
    longitude: withoutCoordinates ? null : position[0],
    purchase_type: purchaseType,
    type,
    property_type: propertyType,
    listing_status: status,
    canonical_listing_status: status,
    bedrooms,
    bathrooms,
    square_feet: squareFeet,
    lot_acre: lotAcre,
    lot_square_feet: lotAcre === null ? null : Math.round(lotAcre * 43_560),
    stories,
    year_built: yearBuilt,
    price_in_dollars: price,
    sold_price_in_dollars: soldPrice,
    closing_date: closingDate,
    listed_at: new Date(listedAt),
    data_source_listing_updated_at: new Date(updatedAt),
    last_open_house_end_at: null,
    rent_frequency: purchaseType === 'Lease' ? 'Monthly' : null,
    description: describeListing(random, facts),
    disclose_price: !random.chance(0.01),
    disclose_address: true,
    school_district: schools.district,
    school_elementary: schools.elementary,
    school_middle: schools.middle,
    school_senior_high: schools.high,
    listing_agent_id: agent.row.id,
    listing_broker: agent.brokerage.name,
    office_phone: agent.brokerage.officePhone,
    buyer_agent_name: buyer ? `${buyer.row.first_name} ${buyer.row.last_name}` : null,
    buyer_office_name: buyer ? buyer.brokerage.name : null,
    broker_listing: agent.brokerage.name === DEMO_BROKERAGE,
    // As the feed would send them: `idx brokerage-offices` re-marks the listings by them.
    list_office_key: demoOfficeKey(agent.brokerage.name),
    list_agent_key: `M-${agent.row.id}`,
    newly_listed: status === 'Active' && dayStart - listedAt < 7 * DAY,
    password_hash: null,
    photo_count: type === 'Lots and Land' ? random.int(3, 6) : random.int(3, 12),
    additional_details: JSON.stringify(additionalDetails(random, facts, id)),
    realstaq_details: JSON.stringify(realstaqDetails(random, facts)),
    showing_data: JSON.stringify(showingData(random, facts)),
  }
}

const BEDROOMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  House: { '2': 10, '3': 40, '4': 34, '5': 13, '6': 3 },
  Condominium: { '1': 38, '2': 45, '3': 17 },
  Apartment: { '0': 6, '1': 44, '2': 38, '3': 12 },
  Townhouse: { '2': 30, '3': 55, '4': 15 },
  Duplex: { '2': 40, '3': 40, '4': 20 },
  'Mobile Home': { '2': 30, '3': 60, '4': 10 },
}

const PRICE_FACTOR: Readonly<Record<string, number>> = {
  House: 1,
  Condominium: 0.95,
  Apartment: 0.9,
  Townhouse: 0.9,
  Duplex: 0.85,
  'Mobile Home': 0.35,
  Office: 0.9,
  Retail: 0.8,
  Industrial: 0.55,
}

interface Size {
  bedrooms: number | null
  bathrooms: number | null
  squareFeet: number | null
  stories: number | null
  lotAcre: number | null
}

// Homes get beds, baths (half baths too), living area, stories and a lot (none for flats);
// commercial buildings an area and a lot; land only a lot, bigger out of town.
function sizeOf(
  random: SeededRandom,
  type: ListingType,
  propertyType: string,
  purchaseType: 'Purchase' | 'Lease',
  suburban: boolean,
): Size {
  if (type === 'Lots and Land') {
    const lotAcre = round3(suburban ? Math.exp(random.gaussian(Math.log(2.5), 1.1)) : random.float(0.12, 0.6))
    return { bedrooms: null, bathrooms: null, squareFeet: null, stories: null, lotAcre }
  }
  if (type === 'Commercial') {
    const squareFeet =
      Math.round(Math.exp(random.gaussian(Math.log(purchaseType === 'Lease' ? 1800 : 6000), 0.6)) / 10) * 10
    const stories = random.int(1, 3)
    const lotAcre = round3(Math.max(0.1, (squareFeet / 43_560) * random.float(1.5, 4)))
    return { bedrooms: null, bathrooms: null, squareFeet, stories, lotAcre }
  }
  const flat = propertyType === 'Condominium' || propertyType === 'Apartment'
  const bedrooms = Number(random.weighted(BEDROOMS[propertyType] ?? BEDROOMS.House!))
  const bathrooms = Math.max(1, bedrooms - random.int(0, 1)) + (random.chance(0.45) ? 0.5 : 0)
  const squareFeet = Math.max(
    420,
    Math.round(((520 + bedrooms * 430 + random.gaussian(0, 170)) * (flat ? 0.82 : 1)) / 10) * 10,
  )
  let stories = 1
  if (propertyType === 'Townhouse') stories = random.int(2, 3)
  else if (!flat && propertyType !== 'Mobile Home' && random.chance(0.45)) stories = 2
  let lotAcre: number | null = null
  if (propertyType === 'Townhouse') lotAcre = round3(random.float(0.03, 0.09))
  else if (!flat) {
    lotAcre = round3(suburban ? Math.exp(random.gaussian(Math.log(0.3), 0.7)) : random.float(0.1, 0.38))
  }
  return { bedrooms, bathrooms, squareFeet, stories, lotAcre }
}

// Mostly the neighbourhood's era; about one in eight is new construction.
function yearBuiltOf(random: SeededRandom, [from, to]: readonly [number, number], currentYear: number): number {
  return random.chance(0.12) ? random.int(currentYear - 3, currentYear) : random.int(from, Math.min(to, currentYear))
}

interface PriceInputs extends Size {
  type: ListingType
  propertyType: string
  purchaseType: 'Purchase' | 'Lease'
  suburban: boolean
  pricePerSqft: number
}

// Sale prices follow the area's price per square foot with some noise; rents are about 0.42% of a
// home's value a month, $20-38 per square foot a year for commercial space, always 900 to 6000.
function askingPrice(random: SeededRandom, inputs: PriceInputs): number {
  const noise = Math.exp(random.gaussian(0, 0.14))
  if (inputs.type === 'Lots and Land') {
    return roundPrice((40_000 + inputs.lotAcre! * (inputs.suburban ? 95_000 : 1_400_000)) * noise)
  }
  const commercial = inputs.type === 'Commercial'
  const value = inputs.squareFeet! * inputs.pricePerSqft * (PRICE_FACTOR[inputs.propertyType] ?? 1) * noise
  if (inputs.purchaseType === 'Purchase') return roundPrice(Math.max(95_000, value * (commercial ? 0.85 : 1)))
  const rent = commercial ? (inputs.squareFeet! * random.float(20, 38)) / 12 : value * 0.0042
  return Math.min(6000, Math.max(900, Math.round(rent / 25) * 25))
}

function streetAddress(
  random: SeededRandom,
  streets: readonly string[],
  propertyType: string,
  highestNumber: number,
): string {
  const number = random.int(100, highestNumber)
  const name = random.pick(streets)
  if (propertyType === 'Condominium' || propertyType === 'Apartment') {
    return `${number} ${name} Unit ${random.int(1, 32) * 100 + random.int(1, 24)}`
  }
  if (COMMERCIAL_TYPES.has(propertyType) && random.chance(0.4)) {
    return `${number} ${name} Suite ${random.int(1, 4) * 100 + random.int(0, 30)}`
  }
  return `${number} ${name}`
}

const COMMERCIAL_TYPES = new Set(['Office', 'Retail', 'Industrial'])

// Every listing was updated in the 120 days before the seed day (a few active ones in its last
// week: those are Just Listed). Coming-soon listings go live in the next three weeks; sold and
// leased ones closed a few days before their last update.
function datesOf(
  random: SeededRandom,
  status: string,
  dayStart: number,
): { updatedAt: number; listedAt: number; closingDate: string | null } {
  let updatedAt = dayStart - random.int(1, 120 * 1440) * MINUTE
  if (status === 'Active') {
    if (random.chance(0.09)) updatedAt = dayStart - random.int(1, 6 * 1440) * MINUTE
    const listedAt = updatedAt - (random.chance(0.3) ? 0 : random.int(0, 60 * 1440) * MINUTE)
    return { updatedAt, listedAt, closingDate: null }
  }
  if (status === 'Coming Soon') {
    return { updatedAt, listedAt: dayStart + random.int(1, 21) * DAY + 15 * 60 * MINUTE, closingDate: null }
  }
  if (status === 'Pending') return { updatedAt, listedAt: updatedAt - random.int(7, 90) * DAY, closingDate: null }
  const closing = updatedAt - random.int(0, 3) * DAY
  return {
    updatedAt,
    listedAt: closing - random.int(20, 120) * DAY,
    closingDate: new Date(closing).toISOString().slice(0, 10),
  }
}

function pickPropertyType(
  random: SeededRandom,
  type: ListingType,
  purchaseType: 'Purchase' | 'Lease',
  condoShare: number,
  suburban: boolean,
): string {
  if (type === 'Lots and Land') return 'Lots and Land'
  if (type === 'Commercial') return random.weighted({ Office: 45, Retail: 35, Industrial: 20 })
  if (random.chance(condoShare)) return purchaseType === 'Lease' && random.chance(0.4) ? 'Apartment' : 'Condominium'
  return purchaseType === 'Lease'
    ? random.weighted({ House: 45, Apartment: 30, Townhouse: 12, Duplex: 10, Condominium: 3 })
    : random.weighted({ House: 78, Townhouse: 11, Duplex: 5, Condominium: 3, 'Mobile Home': suburban ? 3 : 0.3 })
}

function builtYears(fromDowntownKm: number): [number, number] {
  if (fromDowntownKm < 6) return [1925, 2024]
  if (fromDowntownKm < 14) return [1960, 2024]
  return [1985, 2024]
}

function nearZip(random: SeededRandom, zip: ZipPlace): LngLat {
  const spread = distanceKm(zip.centre, DOWNTOWN) < 12 ? 1.3 : 2.6
  const clamp = (value: number) => Math.max(-2.5 * spread, Math.min(2.5 * spread, value))
  const [lng, lat] = offsetKm(zip.centre, clamp(random.gaussian(0, spread)), clamp(random.gaussian(0, spread)))
  return [round6(lng), round6(lat)]
}

function zipNamed(zips: readonly ZipPlace[], code: string): ZipPlace {
  const zip = zips.find((candidate) => candidate.zip === code)
  if (!zip) throw new Error(`a neighbourhood names zip ${code}, which src/seed/austin-zips.ts does not seed`)
  return zip
}

function nearestZip(zips: readonly ZipPlace[], point: LngLat): ZipPlace {
  let best = zips[0]!
  for (const zip of zips) if (distanceKm(zip.centre, point) < distanceKm(best.centre, point)) best = zip
  return best
}

function roundPrice(price: number): number {
  const step = price >= 1_000_000 ? 5000 : 1000
  return Math.round(price / step) * step
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}

// Open houses: about one active listing in five (and some coming-soon ones) holds one or two,
// on a weekend-style afternoon (1-4 pm in Austin, 18:00-21:00 UTC), some past and some upcoming.
function openHousesFor(context: Context, listing: ListingRow, idsSoFar: number): Insertable<OpenHousesTable>[] {
  const { random, dayStart } = context
  const eligible =
    (listing.listing_status === 'Active' && random.chance(0.2)) ||
    (listing.listing_status === 'Coming Soon' && random.chance(0.15))
  if (!eligible) return []
  const count = random.int(1, 2)
  const rows: Insertable<OpenHousesTable>[] = []
  const upcoming = listing.listing_status === 'Coming Soon' || random.chance(0.6)
  let day = upcoming ? random.int(1, 10) : -random.int(4, 30)
  for (let i = 0; i < count; i += 1) {
    const start = dayStart + day * DAY + (18 + random.int(0, 1)) * 60 * MINUTE
    const end = start + random.int(2, 3) * 60 * MINUTE
    rows.push({
      id: idsSoFar + rows.length + 1,
      listing_id: listing.id,
      start_time: new Date(start),
      end_time: new Date(end),
      directions: random.chance(0.5) ? `From MoPac, exit and follow the signs to ${listing.street}.` : null,
      refreshments: random.pick([null, 'Breakfast tacos', 'Coffee and kolaches', 'Lemonade and cookies']),
      showing_contact: listing.listing_broker ?? null,
      showing_contact_phone: listing.office_phone ?? null,
    })
    day += random.int(1, 3)
  }
  listing.last_open_house_end_at = rows[rows.length - 1]!.end_time
  return rows
}

// Sold history: a quarter of homes for sale sold before, once or twice, for less.
function historyFor(context: Context, listing: ListingRow, idsSoFar: number): Insertable<ListingHistoryTable>[] {
  const { random, dayStart } = context
  if (listing.type !== 'Residential' || listing.purchase_type !== 'Purchase' || !random.chance(0.25)) return []
  const rows: Insertable<ListingHistoryTable>[] = []
  let yearsAgo = 0
  let price = Number(listing.price_in_dollars)
  const prefix = listing.mls_number!.slice(0, 3)
  for (let i = 0, n = random.int(1, 2); i < n; i += 1) {
    const gap = random.int(2, 9)
    yearsAgo += gap
    price = roundPrice(price / 1.055 ** gap)
    rows.push({
      id: idsSoFar + rows.length + 1,
      listing_id: listing.id,
      mls_number: `${prefix}${random.int(1_000_000, 8_999_999)}`,
      closing_date: new Date(dayStart - yearsAgo * 365 * DAY - random.int(0, 300) * DAY).toISOString().slice(0, 10),
      sold_price_in_dollars: price,
    })
  }
  return rows
}

// A few listings hide their address, and a few more need a password to open.
function markSpecialListings(random: SeededRandom, listings: ListingRow[]): number[] {
  const undisclosed = random.sample(
    listings.filter((l) => l.type === 'Residential'),
    UNDISCLOSED_LISTING_COUNT,
  )
  for (const listing of undisclosed) {
    listing.street = 'Undisclosed Address'
    listing.title = 'Undisclosed Address'
    listing.disclose_address = false
  }
  const hidden = new Set(undisclosed.map((l) => l.id))
  return random
    .sample(
      listings.filter(
        (l) =>
          !hidden.has(l.id) &&
          l.listing_status === 'Active' &&
          l.type === 'Residential' &&
          l.purchase_type === 'Purchase',
      ),
      PASSWORD_LISTING_COUNT,
    )
    .map((l) => l.id)
    .sort((a, b) => a - b)
}

// Slugs from the address; a repeated address gets the id appended so every slug is unique.
function assignSlugs(listings: ListingRow[]): void {
  const used = new Set<string>()
  for (const listing of listings) {
    const base = slugify(`${listing.street} ${listing.subtitle}`)
    const slug = used.has(base) ? `${base}-${listing.id}` : base
    used.add(slug)
    listing.slug = slug
  }
}
