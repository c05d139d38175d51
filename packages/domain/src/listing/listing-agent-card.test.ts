import { describe, expect, it } from 'vitest'
import { listingAgentCard, showsShowingData } from './listing-agent-card.js'

const connected = { id: '3', full_name: 'Ezra Roberts' }
const listingAgent = { id: '5', full_name: 'Ana Diaz', pictures: { thumb_url: '/a.png' } }

describe('listingAgentCard', () => {
  it('presents the connected agent first, also on a broker listing', () => {
    expect(listingAgentCard({ broker_listing: true, agents: [listingAgent] }, connected)).toEqual({
      kind: 'connected-agent',
      agent: connected,
    })
  })

  it('presents the listing agent of a broker listing, from agents, seo or the plain name', () => {
    expect(listingAgentCard({ broker_listing: true, agents: [listingAgent] }, null)).toEqual({
      kind: 'listing-agent',
      fullName: 'Ana Diaz',
      pictures: { thumb_url: '/a.png' },
      agent: listingAgent,
    })
    expect(listingAgentCard({ broker_listing: true, seo: { agent: { full_name: 'Bo Chen' } } }, null)).toMatchObject({
      kind: 'listing-agent',
      fullName: 'Bo Chen',
      agent: null,
    })
    expect(listingAgentCard({ broker_listing: true, listing_agent: ' Cy Lee ' }, null)).toMatchObject({
      fullName: 'Cy Lee',
    })
  })

  it('invites the visitor to ask on other listings', () => {
    expect(listingAgentCard({ broker_listing: false, agents: [listingAgent] }, undefined)).toEqual({
      kind: 'invitation',
      title: 'Quickly Find Out More',
      text: 'We are here to help you.',
    })
  })
})

describe('showsShowingData', () => {
  it('holds only when the listing feed is one of the active feeds', () => {
    expect(showsShowingData({ data_source_name: 'ACTRIS' }, ['ABOR', 'ACTRIS'])).toBe(true)
    expect(showsShowingData({ data_source_name: 'ACTRIS' }, ['ABOR'])).toBe(false)
    expect(showsShowingData({ data_source_name: null }, ['ACTRIS'])).toBe(false)
    expect(showsShowingData({ data_source_name: 'ACTRIS' }, null)).toBe(false)
  })
})
