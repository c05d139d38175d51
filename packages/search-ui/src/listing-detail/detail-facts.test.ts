import { describe, expect, it } from 'vitest'
import { detailFacts, isAddressShown, openHouseWhen } from './detail-facts.js'

const options = { fractionDisplay: true, extraInfo: false }

describe('detailFacts', () => {
  it('shows price, beds, fraction baths, square feet and lot acres of an active listing', () => {
    const facts = detailFacts(
      {
        id: '7',
        title: '1105 W Mary St',
        listing_status: 'Active',
        price_in_dollars: 725000,
        bedrooms: 3,
        bathrooms: 2.5,
        square_feet: 1850,
        lot_acre: 0.18,
      },
      options,
    )
    expect(facts.price).toBe('$725,000')
    expect(facts.facts.map((fact) => `${fact.value} ${fact.unit}`)).toEqual([
      '3 Beds',
      '2 1/2 Baths',
      '1,850 Sq Ft',
      '0.18 Lot Acres',
    ])
    expect(facts.status).toEqual({ text: 'Active', color: 'green' })
    expect(facts.canAsk).toBe(true)
  })

  it('hides the price of a Sold listing, names the buyer side and offers no question', () => {
    const facts = detailFacts(
      {
        id: '1',
        listing_status: 'Closed',
        canonical_listing_status: 'Sold',
        price_in_dollars: 500000,
        listing_agent: 'Ana Diaz',
        listing_broker: 'Lone Star Realty',
        buyer_agent_name: 'Bo Chen',
        buyer_office_name: 'Hill Country Homes',
      },
      options,
    )
    expect(facts.price).toBeNull()
    expect(facts.status).toEqual({ text: 'Sold', color: 'light-red' })
    expect(facts.listedBy).toBe('Listed By Ana Diaz with Lone Star Realty')
    expect(facts.soldBy).toBe('Sold By Bo Chen with Hill Country Homes')
    expect(facts.canAsk).toBe(false)
  })

  it('reads Contact for price for an Active listing without a price, and shows the phone only with extra info', () => {
    const listing = { id: '2', listing_status: 'Active', price_in_dollars: 0, office_phone: '512-555-0100' }
    expect(detailFacts(listing, options).price).toBe('Contact for price')
    expect(detailFacts(listing, options).officePhone).toBeNull()
    expect(detailFacts(listing, { ...options, extraInfo: true }).officePhone).toEqual({
      text: '(512) 555-0100',
      href: 'tel:+15125550100',
    })
  })

  it('offers the map only with a disclosed address and numeric coordinates', () => {
    const placed = { id: '3', street: '1 Main St', latitude: 30.2, longitude: -97.7 }
    expect(detailFacts(placed, options).mapPoint).toEqual([30.2, -97.7])
    expect(detailFacts({ ...placed, disclose_address: false }, options).mapPoint).toBeNull()
    expect(detailFacts({ ...placed, street: 'Undisclosed Address' }, options).mapPoint).toBeNull()
    expect(detailFacts({ ...placed, latitude: 'x' }, options).mapPoint).toBeNull()
  })

  it('writes the licence line for California listings only', () => {
    const seo = { agent: { full_name: 'Ana', licenses: { data: [{ state: 'CA', license_number: '01234567' }] } } }
    expect(detailFacts({ id: '4', state_code: 'CA', seo }, options).licenseLine).toBe('CA License # 01234567')
    expect(detailFacts({ id: '4', state_code: 'TX', seo }, options).licenseLine).toBeNull()
  })

  it('adds the badge only when it says more than the status', () => {
    expect(detailFacts({ id: '5', listing_status: 'Active', broker_listing: true }, options).badge).toBe('Featured')
    expect(detailFacts({ id: '5', listing_status: 'Pending' }, options).badge).toBeNull()
  })
})

describe('isAddressShown', () => {
  it('is false for the undisclosed street or disclose_address false', () => {
    expect(isAddressShown({ street: 'Undisclosed Address' })).toBe(false)
    expect(isAddressShown({ street: '1 Main St', disclose_address: false })).toBe(false)
    expect(isAddressShown({ street: '1 Main St' })).toBe(true)
  })
})

describe('openHouseWhen', () => {
  it('uses the open-house date formats in the given zone', () => {
    expect(openHouseWhen('2026-03-08T19:00:00Z', '2026-03-08T21:00:00Z', 'America/Chicago')).toBe(
      'Sun, Mar 8th - 2:00pm to 4:00 pm',
    )
  })
})
