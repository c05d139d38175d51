import { describe, expect, it } from 'vitest'
import { brokerageDirectory, brokerageListing, type BrokerageAgent, type ResoListedBy } from './brokerage-listing.js'

const ana: BrokerageAgent = { id: 7, key: 'M-ana', mlsId: 'A77', officeKey: 'OFF-lsr', officeMlsId: 'LSR01' }
const bo: BrokerageAgent = { id: 8, key: 'M-bo', mlsId: 'B88', officeKey: 'OFF-hill', officeMlsId: 'HCH02' }
const nobody: ResoListedBy = { officeMlsId: null, officeKey: null, agentMlsId: null, agentKey: null }

describe('brokerageListing', () => {
  const directory = brokerageDirectory(['LSR01'], [ana, bo])

  it("marks a listing whose ListOfficeMlsId is one of the brokerage's offices", () => {
    expect(brokerageListing({ ...nobody, officeMlsId: 'LSR01' }, directory)).toEqual({
      brokerListing: true,
      agentId: null,
    })
  })

  it('matches an office named by its key as well', () => {
    const byKey = brokerageDirectory(['OFF-lsr'], [ana, bo])
    expect(brokerageListing({ ...nobody, officeKey: 'OFF-lsr' }, byKey).brokerListing).toBe(true)
    expect(brokerageListing({ ...nobody, officeKey: 'OFF-hill' }, byKey).brokerListing).toBe(false)
  })

  it("links the list agent by ListAgentKey (MemberKey) and marks it when the agent's office is the brokerage's", () => {
    expect(brokerageListing({ ...nobody, officeKey: 'OFF-other', agentKey: 'M-ana' }, directory)).toEqual({
      brokerListing: true,
      agentId: 7,
    })
  })

  it('links the list agent by ListAgentMlsId (MemberMlsId) when no key matches', () => {
    expect(brokerageListing({ ...nobody, agentKey: 'M-gone', agentMlsId: 'A77' }, directory)).toEqual({
      brokerListing: true,
      agentId: 7,
    })
  })

  it("links another brokerage's agent but does not feature the listing", () => {
    expect(brokerageListing({ ...nobody, officeMlsId: 'HCH02', agentKey: 'M-bo' }, directory)).toEqual({
      brokerListing: false,
      agentId: 8,
    })
  })

  it('keeps the agent the listing had when no Member matches, and judges by that agent', () => {
    expect(brokerageListing({ ...nobody, agentId: 7 }, directory)).toEqual({ brokerListing: true, agentId: 7 })
    expect(brokerageListing({ ...nobody, agentId: 99 }, directory)).toEqual({ brokerListing: false, agentId: 99 })
  })

  it('features nothing when the feed names no brokerage office', () => {
    const none = brokerageDirectory([], [ana, bo])
    expect(brokerageListing({ ...nobody, officeMlsId: 'LSR01', agentKey: 'M-ana' }, none)).toEqual({
      brokerListing: false,
      agentId: 7,
    })
  })
})
