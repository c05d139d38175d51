import { describe, expect, it } from 'vitest'
import { readSuggestionNames, suggestionNamesParam, SUGGESTION_NAMES_PARAM } from './suggestion-names-param.js'

describe('suggestion names in the URL', () => {
  it('reads back every name it wrote, commas and accents included', () => {
    const names = { 'city:austin-tx': 'Austin, TX', 'area:12': 'Mueller', 'school:3': 'Zavala Elementary — K-5' }
    const value = suggestionNamesParam(names, Object.keys(names))
    const params = new URLSearchParams({ suggestions: Object.keys(names).join(','), [SUGGESTION_NAMES_PARAM]: value! })
    expect(readSuggestionNames(new URLSearchParams(params.toString()))).toEqual(names)
  })

  it('writes only the names of the ids still picked, and nothing when none is known', () => {
    const names = { 'area:12': 'Mueller', 'zip:78704': '78704' }
    expect(suggestionNamesParam(names, ['zip:78704'])).toBe('{"zip:78704":"78704"}')
    expect(suggestionNamesParam(names, ['area:99'])).toBeNull()
    expect(suggestionNamesParam(names, [])).toBeNull()
  })

  it.each([
    ['no parameter', ''],
    ['text that is not JSON', 'suggestion_names=oops'],
    ['a JSON array', 'suggestion_names=["Mueller"]'],
    ['JSON null', 'suggestion_names=null'],
  ])('reads %s as no names (old links keep working)', (_case, search) => {
    expect(readSuggestionNames(search)).toEqual({})
  })

  it('skips names that are not text, and trims and bounds the rest', () => {
    const text = JSON.stringify({ a: 1, b: '  ', c: ' Hyde Park ', d: 'x'.repeat(500) })
    expect(readSuggestionNames(new URLSearchParams({ suggestion_names: text }))).toEqual({
      c: 'Hyde Park',
      d: 'x'.repeat(200),
    })
  })
})
