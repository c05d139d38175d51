import { describe, expect, it } from 'vitest'
import type { Feed } from '../site/market.js'
import { feedCardLogo, feedRequiredNames, listingCardAttribution } from './card-attribution.js'

const listing = {
  listing_status: 'Active',
  listing_agent: 'Ana Diaz',
  listing_broker: 'Lone Star Realty',
  buyer_agent_name: 'Bo Chen',
  buyer_office_name: 'Hill Country Homes',
}
const sold = { ...listing, listing_status: 'Sold' }
const requiresBoth: Feed = {
  id: '1',
  disclaimer_settings: { agent_name: { search: true }, broker_name: { search: true } },
}
const requiresBroker: Feed = { id: '2', disclaimer_settings: { broker_name: { search: true } } }
const brokerRequiredFlag: Feed = { id: '3', listing_broker_required: true, disclaimer_settings: {} }
const requiresAgent: Feed = { id: '4', disclaimer_settings: { agent_name: { search: true } } }

describe('feedRequiredNames', () => {
  it.each([
    ['agent_name and broker_name search', requiresBoth, { agent: 'Ana Diaz', broker: 'Lone Star Realty' }],
    ['broker_name search', requiresBroker, { agent: null, broker: 'Lone Star Realty' }],
    ['listing_broker_required', brokerRequiredFlag, { agent: null, broker: 'Lone Star Realty' }],
    ['agent_name search', requiresAgent, { agent: 'Ana Diaz', broker: null }],
    ['no settings', { id: '5' } as Feed, { agent: null, broker: null }],
    ['no feed', null, { agent: null, broker: null }],
  ] as const)('requires the listing agent and broker the feed disclaimer settings name (%s)', (_, feed, expected) => {
    expect(feedRequiredNames(listing, feed)).toEqual(expected)
  })

  it('has no name to show when the listing lacks it', () => {
    expect(feedRequiredNames({ listing_agent: ' ', listing_broker: null }, requiresBoth)).toEqual({
      agent: null,
      broker: null,
    })
  })
})

describe('listingCardAttribution', () => {
  it.each([
    ['both', listing, 'Listed By Ana Diaz with Lone Star Realty'],
    ['only the agent', { ...listing, listing_broker: null }, 'Listed By Ana Diaz'],
    ['only the broker', { ...listing, listing_agent: '' }, 'Listed By Lone Star Realty'],
    ['neither', { listing_status: 'Active' }, null],
  ])("reads 'Listed By {agent} with {broker}' when extra info is on (%s)", (_, input, expected) => {
    expect(listingCardAttribution(input, { extraInfo: true }).listedBy).toBe(expected)
  })

  it.each([
    ['a Sold listing', sold, 'Sold By Bo Chen with Hill Country Homes'],
    [
      'a canonical Sold listing',
      { ...listing, listing_status: 'Closed', canonical_listing_status: 'Sold' },
      'Sold By Bo Chen with Hill Country Homes',
    ],
    ['a Sold listing without buyer office', { ...sold, buyer_office_name: null }, 'Sold By Bo Chen'],
    ['an Active listing', listing, null],
  ])(
    "reads 'Sold By {buyer agent} with {buyer office}' only for Sold listings with extra info (%s)",
    (_, input, expected) => {
      expect(listingCardAttribution(input, { extraInfo: true }).soldBy).toBe(expected)
    },
  )

  it('shows no Listed By or Sold By line without extra info', () => {
    expect(listingCardAttribution(sold, { extraInfo: false })).toEqual({ listedBy: null, soldBy: null, courtesy: null })
    expect(listingCardAttribution(sold)).toEqual({ listedBy: null, soldBy: null, courtesy: null })
  })

  it.each([
    [requiresBoth, 'Courtesy of Ana Diaz, Lone Star Realty'],
    [requiresBroker, 'Courtesy of Lone Star Realty'],
    [requiresAgent, 'Courtesy of Ana Diaz'],
    [{ id: '9' } as Feed, null],
  ])('names the agent and broker the feed disclaimer settings require (%j)', (feed, expected) => {
    expect(listingCardAttribution(listing, { feed }).courtesy).toBe(expected)
  })

  it("names the agent of the brokerage's own listing without extra info", () => {
    expect(listingCardAttribution({ ...listing, broker_listing: true }).listedBy).toBe(
      'Listed By Ana Diaz with Lone Star Realty',
    )
    expect(listingCardAttribution({ ...listing, broker_listing: true, listing_agent: null }).listedBy).toBeNull()
    expect(listingCardAttribution({ ...listing, broker_listing: false }).listedBy).toBeNull()
  })

  it("does not repeat required names that the 'Listed By' line already gives", () => {
    expect(listingCardAttribution(listing, { feed: requiresBoth, extraInfo: true })).toEqual({
      listedBy: 'Listed By Ana Diaz with Lone Star Realty',
      soldBy: null,
      courtesy: null,
    })
  })
})

describe('feedCardLogo', () => {
  it.each([
    [
      { idx_logo_url: '/logo.svg', disclaimer_settings: { image: { search: true, contain: true } } },
      { url: '/logo.svg', fit: 'contain' },
    ],
    [
      { idx_logo_url: '/logo.svg', disclaimer_settings: { image: { search: true } } },
      { url: '/logo.svg', fit: 'cover' },
    ],
    [{ idx_logo_url: '/logo.svg', disclaimer_settings: { image: { search: false, map: true } } }, null],
    [{ idx_logo_url: null, disclaimer_settings: { image: { search: true } } }, null],
    [{ idx_logo_url: '/logo.svg', disclaimer_settings: null }, null],
    [null, null],
  ])('shows the feed logo on cards only when image.search is on (%j)', (feed, expected) => {
    expect(feedCardLogo(feed)).toEqual(expected)
  })
})
