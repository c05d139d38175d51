import { searchQueryFromUrlParams } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { readFirstSearch } from './first-search'

const query = searchQueryFromUrlParams('page=2').query
const site = { data: { id: '1', type: 'sites', attributes: {} } }
const search = { data: [{ id: '7', type: 'listings', attributes: {} }], meta: { total: 1 } }

describe('reading the first search the server wrote into the page', () => {
  it('reads the query and both documents', () => {
    expect(readFirstSearch(JSON.stringify({ query, site, search }))).toEqual({ query, site, search })
  })

  it('is null, never an error, for anything else: the page then asks the API itself', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{',
      'null',
      '[]',
      JSON.stringify({ query, site }),
      JSON.stringify({ query, site, search: { data: null } }),
      JSON.stringify({ query: { page: { number: 0 } }, site, search }),
      JSON.stringify({ query: { sort: 'nonsense' }, site, search }),
    ]) {
      expect(readFirstSearch(text)).toBeNull()
    }
  })
})
