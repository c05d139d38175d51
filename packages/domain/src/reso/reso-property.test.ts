import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RESO_TEXT_LIMITS } from './reso-field-rules.js'
import { mapResoMember } from './reso-member.js'
import { resoKind, resoPropertyTypeOf } from './reso-property-type.js'
import { mapResoProperty, type ResoRecord } from './reso-property.js'
import { resoStatusMeaning } from './reso-status.js'

const now = new Date('2026-03-10T12:00:00Z')

// Every string in a JSON value, field names included.
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([name, item]) => [name, ...stringsIn(item)])
      : []

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
    [{ Latitude: 91 }, 'k-1', 'Latitude 91 is not between -90 and 90'],
    [{ Longitude: -197.7 }, 'k-1', 'Longitude -197.7 is not between -180 and 180'],
    [{ Longitude: null }, 'k-1', 'Latitude and Longitude must come together'],
    [{ BedroomsTotal: 'three' }, 'k-1', 'BedroomsTotal is not a number ("three")'],
    [{ ModificationTimestamp: 'yesterday' }, 'k-1', 'no valid ModificationTimestamp'],
  ])('rejects %j with its key and reason', (change, key, reason) => {
    expect(mapResoProperty({ ...house, ...change }, { now })).toEqual({ kind: 'rejected', key, reason })
  })

  it.each([
    [{ BedroomsTotal: 1_000_000_000 }, 'BedroomsTotal 1000000000 is not between 0 and 100'],
    [{ BedroomsTotal: '-1' }, 'BedroomsTotal -1 is not between 0 and 100'],
    [{ BathroomsFull: -3 }, 'BathroomsFull -3 is not between 0 and 100'],
    [{ BathroomsHalf: 101 }, 'BathroomsHalf 101 is not between 0 and 100'],
    [{ BathroomsTotalInteger: 500 }, 'BathroomsTotalInteger 500 is not between 0 and 100'],
    [{ LivingArea: -1 }, 'LivingArea -1 is not between 0 and 10000000'],
    [{ LivingArea: 2e7 }, 'LivingArea 20000000 is not between 0 and 10000000'],
    [{ LotSizeAcres: -0.5 }, 'LotSizeAcres -0.5 is not between 0 and 1000000'],
    [{ LotSizeSquareFeet: 5e10 }, 'LotSizeSquareFeet 50000000000 is not between 0 and 43560000000'],
    [{ YearBuilt: -5000 }, 'YearBuilt -5000 is not between 1600 and 2027'],
    [{ YearBuilt: 2028 }, 'YearBuilt 2028 is not between 1600 and 2027'],
    [{ StoriesTotal: 250 }, 'StoriesTotal 250 is not between 0 and 200'],
    [{ ListPrice: 9e12 }, 'ListPrice 9000000000000 is not between 0 and 1000000000'],
    [{ StandardStatus: 'Closed', ListPrice: -5 }, 'ListPrice -5 is not between 0 and 1000000000'],
    [{ ClosePrice: -1 }, 'ClosePrice -1 is not between 0 and 1000000000'],
  ])('rejects a number outside its range: %j', (change, reason) => {
    expect(mapResoProperty({ ...house, ...change }, { now })).toEqual({ kind: 'rejected', key: 'k-1', reason })
  })

  it.each([
    [{ ListingKey: 'K'.repeat(5000) }, `${'K'.repeat(39)}…`, 'ListingKey is 5000 characters long, more than 255'],
    [{ ListingKey: 'k\u00001' }, 'k1', 'ListingKey holds a NUL character, which no text column can store'],
    [
      { ListingKey: 'k-\udc001' },
      'k-\ufffd1',
      'ListingKey holds half of a UTF-16 surrogate pair, which is not Unicode text',
    ],
    [{ ListingId: 'A'.repeat(256) }, 'k-1', 'ListingId is 256 characters long, more than 255'],
    [{ City: 'x'.repeat(300) }, 'k-1', 'City is 300 characters long, more than 255'],
    [{ StandardStatus: 'y'.repeat(1000) }, 'k-1', 'StandardStatus is 1000 characters long, more than 255'],
    [
      { VirtualTourURLUnbranded: `https://tours.example/${'a'.repeat(8000)}` },
      'k-1',
      'VirtualTourURLUnbranded is 8022 characters long, more than 8000',
    ],
    [
      { Media: [{ MediaKey: 'p', MediaURL: `https://cdn.example/${'a'.repeat(8000)}` }] },
      'k-1',
      'MediaURL is 8020 characters long, more than 8000',
    ],
    [
      { SyndicationRemarks: 'z'.repeat(200_000) },
      'k-1',
      expect.stringMatching(/^its media and fields without a column come to \d+ characters of JSON, more than 200000$/),
    ],
  ])('rejects text over its limit or that no column can store: %#', (change, key, reason) => {
    expect(mapResoProperty({ ...house, ...change }, { now })).toEqual({ kind: 'rejected', key, reason })
  })

  it('reads 0 as not given where MLSs send it for "none" (areas, lot, year built)', () => {
    const result = mapResoProperty(
      { ...house, LivingArea: 0, LotSizeAcres: 0, LotSizeSquareFeet: '0', YearBuilt: 0 },
      { now },
    )
    expect(
      result.kind === 'listing' && [
        result.listing.square_feet,
        result.listing.lot_acre,
        result.listing.lot_square_feet,
        result.listing.year_built,
      ],
    ).toEqual([null, null, null, null])
  })

  it('accepts the edges of each range: next year built, 100 bedrooms, a ranch too large for lot_square_feet', () => {
    const result = mapResoProperty(
      { ...house, YearBuilt: 2027, BedroomsTotal: 100, LotSizeAcres: 825_000, LotSizeSquareFeet: null },
      { now },
    )
    expect(
      result.kind === 'listing' && [
        result.listing.year_built,
        result.listing.bedrooms,
        result.listing.lot_acre,
        result.listing.lot_square_feet,
      ],
    ).toEqual([2027, 100, 825_000, null])
  })

  it('stores text cleaned of NUL characters and half surrogate pairs, in every field the record carries', () => {
    const result = mapResoProperty(
      {
        ...house,
        PublicRemarks: 'Bright\u0000 kitchen \ud83c',
        City: 'Aus\u0000tin',
        'Odd\u0000Field': ['gate\u0000 code', { Note: '\udc00' }],
        Media: [{ MediaKey: 'p1', MediaURL: 'https://cdn.example/1.jpg\u0000', ShortDescription: 'Porch \ud800' }],
      },
      { now },
    )
    if (result.kind !== 'listing') throw new Error(`expected a listing, got ${JSON.stringify(result)}`)
    expect([result.listing.description, result.listing.city]).toEqual(['Bright kitchen \ufffd', 'Austin'])
    expect(result.listing.additional_details.reso).toMatchObject({ OddField: ['gate code', { Note: '\ufffd' }] })
    expect(result.media).toEqual([{ key: 'p1', url: 'https://cdn.example/1.jpg', order: 0, caption: 'Porch \ufffd' }])
  })

  it('cuts PublicRemarks over 10,000 characters at a word boundary, and open house and photo notes over 1,000', () => {
    const result = mapResoProperty(
      {
        ...house,
        PublicRemarks: 'Sunny room. '.repeat(166_667),
        OpenHouse: [
          {
            OpenHouseStartTime: '2026-03-14T18:00:00Z',
            OpenHouseEndTime: '2026-03-14T20:00:00Z',
            OpenHouseRemarks: 'Park on Elm. '.repeat(100),
          },
        ],
      },
      { now },
    )
    if (result.kind !== 'listing') throw new Error(`expected a listing, got ${JSON.stringify(result)}`)
    // Whole words, then the ellipsis.
    const remarks = result.listing.description!
    expect([remarks.length <= 10_000, remarks.length > 9_900, remarks.endsWith('…')]).toEqual([true, true, true])
    expect('Sunny room. '.repeat(900).startsWith(`${remarks.slice(0, -1)} `)).toBe(true)
    const directions = result.openHouses[0]!.directions!
    expect([directions.length <= 1000, directions.length > 950, directions.endsWith('…')]).toEqual([true, true, true])
    expect('Park on Elm. '.repeat(100).startsWith(`${directions.slice(0, -1)} `)).toBe(true)
  })

  it('reads a living area too small to round to a square foot as not given', () => {
    const result = mapResoProperty({ ...house, LivingArea: 5e-324 }, { now })
    if (result.kind !== 'listing') throw new Error(`expected a listing, got ${JSON.stringify(result)}`)
    expect(result.listing.square_feet).toBeNull()
  })

  it('answers a listing the database can store, or a rejection, whatever values a server sends', () => {
    const numberFields = ['ListPrice', 'BedroomsTotal', 'BathroomsFull', 'LivingArea', 'LotSizeAcres', 'YearBuilt']
    const textFields = ['ListingKey', 'City', 'PublicRemarks', 'UnparsedAddress', 'ListingId', 'ExtraField']
    const anyText = fc.oneof(
      fc.string(),
      fc.constantFrom('\u0000', 'a\ud83c', '\udf0ab', 'x'.repeat(300), 'word '.repeat(3000)),
    )
    const anyValue = fc.oneof(fc.double(), fc.integer(), anyText, fc.constant(null), fc.boolean())
    const changes = fc.record(Object.fromEntries([...numberFields, ...textFields].map((field) => [field, anyValue])), {
      requiredKeys: [],
    })
    const unicode = /^(?:[^\0\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/
    fc.assert(
      fc.property(changes, (change) => {
        const result = mapResoProperty({ ...house, ...change }, { now })
        if (result.kind === 'rejected') {
          expect(result.reason).toMatch(unicode)
          expect(result.reason.length).toBeLessThan(200)
          expect((result.key ?? '').length).toBeLessThanOrEqual(RESO_TEXT_LIMITS.key)
        }
        if (result.kind !== 'listing') return
        const { listing } = result
        for (const text of stringsIn([listing, result.key])) expect(text).toMatch(unicode)
        expect(listing.description?.length ?? 0).toBeLessThanOrEqual(RESO_TEXT_LIMITS.remarks)
        expect(listing.bedrooms ?? 0).toBeLessThanOrEqual(100)
        expect(listing.square_feet ?? 1).toBeGreaterThan(0)
        expect(listing.price_in_dollars ?? 0).toBeLessThanOrEqual(2_147_483_647)
      }),
      { numRuns: 300 },
    )
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

  it("keeps the member's MLS id and its office's key and MLS id, which tell the brokerage's listings", () => {
    const offices = new Map([['o1', { OfficeKey: 'o1', OfficeMlsId: 'LSR01', OfficeName: 'Lone Star Realty' }]])
    expect(
      mapResoMember({ MemberKey: 'm1', MemberMlsId: 'A77', MemberLastName: 'Ruiz', OfficeKey: 'o1' }, offices),
    ).toMatchObject({ mls_id: 'A77', office_key: 'o1', office_mls_id: 'LSR01' })
  })
})

describe('mapResoProperty listedBy', () => {
  it("answers the list office's and list agent's ids as the record sends them", () => {
    const result = mapResoProperty(
      { ...house, ListOfficeMlsId: ' LSR01 ', ListOfficeKey: 'o1', ListAgentMlsId: 'A77', ListAgentKey: 'm1' },
      { now },
    )
    expect(result.kind === 'listing' && result.listedBy).toEqual({
      officeMlsId: 'LSR01',
      officeKey: 'o1',
      agentMlsId: 'A77',
      agentKey: 'm1',
    })
  })
})
