import { describe, expect, it } from 'vitest'
import { serializeListing } from './serialize-listing.js'

describe('serializeListing', () => {
  it('sends the form fields as attributes of a listings resource with its id', () => {
    expect(serializeListing({ id: '5', street: '1 Main St', price_in_dollars: 500000, agent_ids: [] })).toEqual({
      data: { type: 'listings', id: '5', attributes: { street: '1 Main St', price_in_dollars: 500000, agent_ids: [] } },
    })
  })

  it('sends agent_ids as integers, turning digit strings into numbers', () => {
    const { attributes } = serializeListing({ agent_ids: ['12', 7, ' 30 '] }).data
    expect(attributes.agent_ids).toEqual([12, 7, 30])
  })

  it('drops agent ids that are not whole non-negative numbers', () => {
    const { attributes } = serializeListing({ agent_ids: ['12a', '', 'abc', 1.5, -3, null, Number.NaN, '4'] }).data
    expect(attributes.agent_ids).toEqual([4])
  })

  it('sends each agent id once, in first-seen order', () => {
    expect(serializeListing({ agent_ids: ['3', 1, 3, '1'] }).data.attributes.agent_ids).toEqual([3, 1])
  })

  it('takes agent ids from the chosen agents when agent_ids is not given', () => {
    const serialized = serializeListing({ agents: [{ id: '9', full_name: 'Ann Agent' }, { id: 'x' }] })
    expect(serialized.data.attributes.agent_ids).toEqual([9])
    expect('agents' in serialized.data.attributes).toBe(false)
  })

  it('sends an empty agent_ids list when the listing has no agents', () => {
    expect(serializeListing({ street: 'x' }).data.attributes.agent_ids).toEqual([])
  })

  it('leaves out the id of a new listing and fields that are undefined, but keeps nulls', () => {
    const serialized = serializeListing({ id: null, street: undefined, description: null, is_pocket: true })
    expect(serialized).toEqual({
      data: { type: 'listings', attributes: { description: null, is_pocket: true, agent_ids: [] } },
    })
    expect('id' in serialized.data).toBe(false)
  })

  it('turns a numeric id into a string', () => {
    expect(serializeListing({ id: 5 }).data.id).toBe('5')
  })
})
