import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { resoPropertyTypeOf, resoStandardStatusOf, type ListingStatus, type ResoRecord } from '@idx/domain'
import type { DemoMarket, ListingRow } from '../../seed/index.js'
import { slugify } from '../../search/search-text.js'

/** The demo market as a RESO feed sends it: Property (Media and OpenHouse expanded), Member and Office. */
export interface DemoResoFeed {
  properties: ResoRecord[]
  members: ResoRecord[]
  offices: ResoRecord[]
}

const HOUR = 3600_000

/**
 * The seeded market's listings (the first `count`, default all) written as RESO Data Dictionary
 * 2.x records, for the importer's tests and benchmark: built from the seed at run time rather
 * than shipped. ModificationTimestamps are rounded down to the hour, so many records share one and
 * the importer's (timestamp, key) order is exercised.
 *
 * @example
 * const feed = demoResoFeed(await buildDemoMarket({ listingCount: 5000 }), 300)
 * feed.properties[0] // { ListingKey: 'DEMO-1', StandardStatus: 'Active', ListPrice: 525000, ... }
 */
export function demoResoFeed(market: DemoMarket, count = market.listings.length): DemoResoFeed {
  const openHousesOf = new Map<number, ResoRecord[]>()
  for (const openHouse of market.open_houses) {
    const list = openHousesOf.get(openHouse.listing_id) ?? []
    list.push({
      OpenHouseKey: `OH-${openHouse.id}`,
      ListingKey: `DEMO-${openHouse.listing_id}`,
      OpenHouseStartTime: new Date(openHouse.start_time as Date).toISOString(),
      OpenHouseEndTime: new Date(openHouse.end_time as Date).toISOString(),
      OpenHouseRemarks: openHouse.directions ?? null,
      Refreshments: openHouse.refreshments ?? null,
      OpenHouseStatus: 'Active',
    })
    openHousesOf.set(openHouse.listing_id, list)
  }
  const offices = new Map<string, ResoRecord>()
  const members = market.agents.map((agent) => {
    const officeKey = `OFF-${slugify(agent.broker_name ?? 'independent')}`
    offices.set(officeKey, {
      OfficeKey: officeKey,
      OfficeName: agent.broker_name ?? null,
      OfficePhone: agent.office_phone ?? null,
    })
    return {
      MemberKey: `M-${agent.id}`,
      MemberFirstName: agent.first_name,
      MemberLastName: agent.last_name,
      MemberEmail: agent.email ?? null,
      MemberMobilePhone: agent.sms_number ?? null,
      MemberStateLicense: agent.license_number ?? null,
      MemberStateLicenseState: agent.license_state ?? null,
      OfficeKey: officeKey,
      ModificationTimestamp: '2026-01-01T00:00:00Z',
    }
  })
  const properties = market.listings
    .slice(0, count)
    .map((listing) => propertyOf(listing, openHousesOf.get(listing.id) ?? []))
  return { properties, members, offices: [...offices.values()] }
}

function propertyOf(listing: ListingRow, openHouses: ResoRecord[]): ResoRecord {
  const baths = listing.bathrooms ?? null
  const full = baths === null ? null : Math.floor(baths)
  const half = baths === null ? null : baths % 1 === 0 ? 0 : 1
  const details = JSON.parse(String(listing.additional_details ?? '{}')) as {
    virtual_tour_url?: string | null
    hoa?: unknown
  }
  const updated = Math.floor(listing.data_source_listing_updated_at.getTime() / HOUR) * HOUR
  return {
    ListingKey: `DEMO-${listing.id}`,
    ListingId: listing.mls_number ?? null,
    StandardStatus: resoStandardStatusOf(listing.listing_status as ListingStatus),
    ...resoPropertyTypeOf(
      String(listing.type ?? 'Residential'),
      listing.property_type ?? null,
      String(listing.purchase_type ?? 'Purchase'),
    ),
    ListPrice: listing.price_in_dollars ?? null,
    ClosePrice: listing.sold_price_in_dollars ?? null,
    CloseDate: listing.closing_date ? String(listing.closing_date).slice(0, 10) : null,
    BedroomsTotal: listing.bedrooms ?? null,
    BathroomsTotalInteger: full === null ? null : full + (half ?? 0),
    BathroomsFull: full,
    BathroomsHalf: half,
    LivingArea: listing.square_feet ?? null,
    LotSizeAcres: listing.lot_acre ?? null,
    YearBuilt: listing.year_built ?? null,
    StoriesTotal: listing.stories ?? null,
    Latitude: listing.latitude ?? null,
    Longitude: listing.longitude ?? null,
    UnparsedAddress: listing.disclose_address === false ? null : listing.street,
    InternetAddressDisplayYN: listing.disclose_address !== false,
    City: listing.city ?? null,
    StateOrProvince: listing.state_code ?? null,
    PostalCode: listing.zip ?? null,
    PublicRemarks: listing.description ?? null,
    ListAgentKey: listing.listing_agent_id ? `M-${listing.listing_agent_id}` : null,
    ListOfficeKey: listing.list_office_key ?? null,
    ListOfficeName: listing.listing_broker ?? null,
    ListOfficePhone: listing.office_phone ?? null,
    BuyerAgentFullName: listing.buyer_agent_name ?? null,
    BuyerOfficeName: listing.buyer_office_name ?? null,
    OriginatingSystemName: 'ACTRIS',
    ModificationTimestamp: new Date(updated).toISOString(),
    ListingContractDate: listing.listed_at ? new Date(listing.listed_at as Date).toISOString().slice(0, 10) : null,
    VirtualTourURLUnbranded: details.virtual_tour_url ?? null,
    LeaseAmountFrequency: listing.rent_frequency ?? null,
    HighSchoolDistrict: listing.school_district ?? null,
    ElementarySchool: listing.school_elementary ?? null,
    MiddleOrJuniorSchool: listing.school_middle ?? null,
    HighSchool: listing.school_senior_high ?? null,
    AssociationFee: (details.hoa as { fee?: number } | null | undefined)?.fee ?? null,
    Media: Array.from({ length: listing.photo_count ?? 0 }, (_, i) => ({
      MediaKey: `DEMO-${listing.id}-${i}`,
      MediaURL: `https://photos.example/demo/${listing.id}/${i}.jpg`,
      Order: i,
    })),
    OpenHouse: openHouses,
  }
}

/**
 * Writes the feed as RESO Web API pages, `{ "value": [...] }` files of `pageSize` records each,
 * Offices and Members first, into `folder`. Answers the file names.
 */
export async function writeResoPages(folder: string, feed: DemoResoFeed, pageSize = 1000): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  const names: string[] = []
  const write = async (prefix: string, records: readonly ResoRecord[]) => {
    for (let i = 0, page = 1; i < records.length; i += pageSize, page++) {
      const name = `${prefix}-${String(page).padStart(5, '0')}.json`
      await writeFile(join(folder, name), JSON.stringify({ value: records.slice(i, i + pageSize) }))
      names.push(name)
    }
  }
  await write('0-office', feed.offices)
  await write('1-member', feed.members)
  await write('2-property', feed.properties)
  return names
}
