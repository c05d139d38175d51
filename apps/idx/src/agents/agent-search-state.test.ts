import { describe, expect, it } from 'vitest'
import { agentOf, agentSearchRequestState, agentsOf } from './agent-search-state.js'

describe('agentSearchRequestState', () => {
  it('is idle before a name was asked for, whatever the query says', () => {
    expect(agentSearchRequestState({ name: '', isFetching: false, isError: false })).toBe('idle')
    expect(agentSearchRequestState({ name: '', isFetching: true, isError: true })).toBe('idle')
  })

  it('is loading while the answer is on its way, then ready or error', () => {
    expect(agentSearchRequestState({ name: 'ana', isFetching: true, isError: false })).toBe('loading')
    expect(agentSearchRequestState({ name: 'ana', isFetching: false, isError: false })).toBe('ready')
    expect(agentSearchRequestState({ name: 'ana', isFetching: false, isError: true })).toBe('error')
  })
})

describe('agentsOf and agentOf', () => {
  const ana = { type: 'agents', id: '12', attributes: { full_name: 'Ana Diaz', broker_name: 'Lone Star Realty' } }

  it('reads the agents of a search answer, none without one', () => {
    expect(agentsOf({ data: [ana] })).toEqual([
      expect.objectContaining({ id: '12', full_name: 'Ana Diaz', broker_name: 'Lone Star Realty' }),
    ])
    expect(agentsOf(undefined)).toEqual([])
    expect(agentsOf({ data: ana })).toEqual([])
  })

  it('reads the one agent of a by-id answer, null otherwise', () => {
    expect(agentOf({ data: ana })).toEqual(expect.objectContaining({ id: '12', full_name: 'Ana Diaz' }))
    expect(agentOf({ data: [ana] })).toBeNull()
    expect(agentOf({ data: null })).toBeNull()
    expect(agentOf(undefined)).toBeNull()
  })
})
