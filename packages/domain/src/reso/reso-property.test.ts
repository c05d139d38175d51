import { describe, expect, it } from 'vitest'
import { mapResoMember } from './reso-member.js'
import { resoKind, resoPropertyTypeOf } from './reso-property-type.js'
import { mapResoProperty, type ResoRecord } from './reso-property.js'
import { resoStatusMeaning } from './reso-status.js'

const now = new Date('2026-03-10T12:00:00Z')

const house: ResoRecord = {
  ListingKey: 'k-1',
  ListingId: 'ACT1000137',
  StandardStatus: 'Active',
  ListPrice: 525000,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  LivingArea: 1850,
  LotSizeAcres: 0.21,
  YearBuilt: 1998,
  StoriesTotal: 2,
  Latitude: 30.25,
  Longitude: -97.75,
  UnparsedAddress: '1105 W Mary St',
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78704',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  PublicRemarks: 'Shaded lot near South Congress.',
  ListOfficeName: 'Lone Star Realty',
  ListOfficePhone: '512-555-0100',
  ListAgentKey: 'm-7',
  ModificationTimestamp: '2026-03-09T08:00:00Z',
  ListingContractDate: '2026-03-05',
  VirtualTourURLUnbranded: 'https://tours.example/1',
  HighSchoolDistrict: 'Austin ISD',
  ElementarySchool: 'Zilker',
  MiddleOrJuniorSchool: "O'Henry",
  HighSchool: 'Austin',
  WaterfrontYN: true,
  '@odata.id': 'Property(k-1)',
  Media: [
    { MediaKey: 'p2', MediaURL: 'https://cdn.example/2.jpg', Order: 2 },
    { MediaKey: 'p1', MediaURL: 'https://cdn.example/1.jpg', Order: 1 },
  ],
  OpenHouse: [
    { OpenHouseKey: 'o1', OpenHouseStartTime: '2026-03-14T18:00:00Z', OpenHouseEndTime: '2026-03-14T20:00:00Z' },
    {
      OpenHouseKey: 'o2',
      OpenHouseStartTime: '2026-03-15T18:00:00Z',
      OpenHouseEndTime: '2026-03-15T20:00:00Z',
      OpenHouseStatus: 'Canceled',
    },
  ],
}

describe('mapResoProperty', () => {
  it('maps every Data Dictionary field with a place in our model to its column', () => {
    const result = mapResoProperty(house, { now })
    if (result.kind !== 'listing') throw new Error(`expected a listing, got ${result.kind}`)
    expect(result.listing).toMatchObject({
      mls_number: 'ACT1000137',
      title: '1105 W Mary St',
      subtitle: 'Austin, TX 78704',
      city_state: 'Austin, TX',
      zip: '78704',
      latitude: 30.25,
      longitude: -97.75,
      type: 'Residential',
      property_type: 'House',
      purchase_type: 'Purchase',
      listing_status: 'Active',
      bedrooms: 3,
      bathrooms: 2.5,
      square_feet: 1850,
      lot_acre: 0.21,
      lot_square_feet: 9148,
      stories: 2,
      year_built: 1998,
      price_in_dollars: 525000,
      listed_at: '2026-03-05T00:00:00.000Z',
      data_source_listing_updated_at: '2026-03-09T08:00:00.000Z',
      school_district: 'Austin ISD',
      school_middle: "O'Henry",
      listing_broker: 'Lone Star Realty',
      newly_listed: true,
      photo_count: 2,
      last_open_house_end_at: '2026-03-14T20:00:00.000Z',
    })
    expect(result.listAgentKey).toBe('m-7')
    expect(result.media.map((m) => m.url)).toEqual(['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'])
    expect(result.openHouses.map((o) => o.key)).toEqual(['o1'])
    expect(result.listing.additional_details).toMatchObject({
      virtual_tour_url: 'https://tours.example/1',
      media: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
      reso: { WaterfrontYN: true, StandardStatus: 'Active' },
    })
    expect(result.listing.additional_details.reso).not.toHaveProperty('@odata.id')
  })

  it('builds the street from its parts when the feed sends them', () => {
    const result = mapResoProperty(
      {
        ...house,
        StreetNumber: '400',
        StreetDirPrefix: 'W',
        StreetName: '2nd',
        StreetSuffix: 'St',
        UnitNumber: '1204',
      },
      { now },
    )
    expect(result.kind === 'listing' && result.listing.street).toBe('400 W 2nd St Unit 1204')
  })

  it('hides the address when InternetAddressDisplayYN is false', () => {
    const result = mapResoProperty({ ...house, InternetAddressDisplayYN: false }, { now })
    expect(result.kind === 'listing' && [result.listing.title, result.listing.disclose_address]).toEqual([
      'Undisclosed Address',
      false,
    ])
  })

  it.each([
    [{ ListingKey: undefined }, null, 'no ListingKey'],
    [{ ListPrice: null }, 'k-1', 'no ListPrice for a listing that is Active'],
    [{ StandardStatus: 'Sold Out' }, 'k-1', 'unknown StandardStatus "Sold Out"'],
    [{ Latitude: 0, Longitude: 0 }, 'k-1', 'coordinates are 0,0 (a missing location)'],
    [{ Latitude: 91 }, 'k-1', 'Latitude 91 is out of range (-90 to 90)'],
    [{ Longitude: -197.7 }, 'k-1', 'Longitude -197.7 is out of range (-180 to 180)'],
    [{ Longitude: null }, 'k-1', 'Latitude and Longitude must come together'],
    [{ BedroomsTotal: 'three' }, 'k-1', 'BedroomsTotal is not a number ("three")'],
    [{ ModificationTimestamp: 'yesterday' }, 'k-1', 'no valid ModificationTimestamp'],
  ])('rejects %j with its key and reason', (change, key, reason) => {
    expect(mapResoProperty({ ...house, ...change }, { now })).toEqual({ kind: 'rejected', key, reason })
  })

  it('accepts a closed listing without a list price', () => {
    const result = mapResoProperty(
      { ...house, StandardStatus: 'Closed', ListPrice: null, ClosePrice: 510000, CloseDate: '2026-03-01' },
      { now },
    )
    expect(
      result.kind === 'listing' && [
        result.listing.listing_status,
        result.listing.sold_price_in_dollars,
        result.listing.closing_date,
      ],
    ).toEqual(['Sold', 510000, '2026-03-01'])
  })

  it.each(['Withdrawn', 'Canceled', 'Expired', 'Delete'])(
    'withdraws a listing whose status is %s, even with a bad price',
    (status) => {
      expect(mapResoProperty({ ...house, StandardStatus: status, ListPrice: null }, { now })).toEqual({
        kind: 'withdrawn',
        key: 'k-1',
        modifiedAt: '2026-03-09T08:00:00.000Z',
      })
    },
  )

  it('takes open houses and media sent as their own records', () => {
    const result = mapResoProperty(
      { ...house, Media: undefined, OpenHouse: undefined },
      {
        now,
        media: [{ MediaKey: 'x', MediaURL: 'https://cdn.example/x.jpg', Order: 0 }],
        openHouses: [{ OpenHouseStartTime: '2026-03-20T18:00:00Z', OpenHouseEndTime: '2026-03-20T19:00:00Z' }],
      },
    )
    expect(result.kind === 'listing' && [result.media.length, result.openHouses.length]).toEqual([1, 1])
  })
})

describe('resoStatusMeaning', () => {
  it('shows Active Under Contract as Pending and a closed lease as Leased/Rented', () => {
    expect(resoStatusMeaning('Active Under Contract', 'Purchase')).toEqual({ kind: 'shown', status: 'Pending' })
    expect(resoStatusMeaning('Closed', 'Lease')).toEqual({ kind: 'shown', status: 'Leased/Rented' })
    expect(resoStatusMeaning('Closed', 'Purchase')).toEqual({ kind: 'shown', status: 'Sold' })
    expect(resoStatusMeaning('Sold', 'Purchase')).toBeNull()
  })
})

describe('resoKind', () => {
  it.each([
    ['Residential', 'Condominium', 'Purchase'],
    ['Residential', 'House', 'Lease'],
    ['Commercial', 'Office', 'Lease'],
    ['Commercial', 'Industrial', 'Purchase'],
    ['Lots and Land', 'Lots and Land', 'Purchase'],
  ])('round-trips %s / %s / %s through RESO', (type, propertyType, purchaseType) => {
    const reso = resoPropertyTypeOf(type, propertyType, purchaseType)
    expect(resoKind(reso.PropertyType, reso.PropertySubType)).toEqual({ type, propertyType, purchaseType })
  })
})

describe('mapResoMember', () => {
  it("takes the brokerage from the member's office", () => {
    const offices = new Map([['o1', { OfficeKey: 'o1', OfficeName: 'Lone Star Realty', OfficePhone: '512-555-0100' }]])
    expect(
      mapResoMember({ MemberKey: 'm1', MemberFirstName: 'Ana', MemberLastName: 'Ruiz', OfficeKey: 'o1' }, offices),
    ).toMatchObject({
      key: 'm1',
      first_name: 'Ana',
      broker_name: 'Lone Star Realty',
      office_phone: '512-555-0100',
    })
    expect(mapResoMember({ MemberFirstName: 'Ana' }, offices)).toBeNull()
  })
})
