import { describe, expect, it } from 'vitest'
import { encodeQuery } from './encode-query.js'

describe('encodeQuery', () => {
  it('nests objects in brackets and joins scalar lists with commas', () => {
    expect(encodeQuery({ filter: { id: { value: ['a', 'b'] } }, page: { size: 20, number: 2 } })).toBe(
      'filter[id][value]=a,b&page[size]=20&page[number]=2',
    )
  })

  it('writes booleans and numbers as text', () => {
    expect(encodeQuery({ me: true, only_membership: false, market_id: 0 })).toBe(
      'me=true&only_membership=false&market_id=0',
    )
  })

  it('leaves out null and undefined values at any depth', () => {
    expect(encodeQuery({ a: null, b: undefined, filter: { c: null, d: 'x' }, list: ['y', null, 'z'] })).toBe(
      'filter[d]=x&list=y,z',
    )
  })

  it('sends an empty list as an empty value rather than dropping the filter', () => {
    expect(encodeQuery({ filter: { id: { value: [] } } })).toBe('filter[id][value]=')
  })

  it('percent-encodes values, including a comma inside one list item', () => {
    expect(encodeQuery({ q: 'a b&c=d', ids: ['x,y', 'z'] })).toBe('q=a%20b%26c%3Dd&ids=x%2Cy,z')
  })

  it('indexes a list of objects', () => {
    expect(encodeQuery({ sort: [{ field: 'price_in_dollars', order: 'asc' }] })).toBe(
      'sort[0][field]=price_in_dollars&sort[0][order]=asc',
    )
  })

  it('keeps the brackets of an already flat key and encodes other key characters', () => {
    expect(encodeQuery({ 'page[size]': 10, 'a&b': 1 })).toBe('page[size]=10&a%26b=1')
  })

  it('round-trips through URLSearchParams to the same keys and values', () => {
    const parsed = new URLSearchParams(
      encodeQuery({ filter: { name_search: 'Ann O’Neil' }, data_source_name: 'MLS 1' }),
    )
    expect([...parsed]).toEqual([
      ['filter[name_search]', 'Ann O’Neil'],
      ['data_source_name', 'MLS 1'],
    ])
  })
})
