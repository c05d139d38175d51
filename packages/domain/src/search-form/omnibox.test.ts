import { describe, expect, it } from 'vitest'
import { zilker } from './austin-market.fixture.js'
import type { Suggestion } from '../search/suggestion.js'
import {
  OMNIBOX_PLACEHOLDER,
  bestSuggestion,
  flattenSuggestions,
  omniboxRollUpDelay,
  showsHintSections,
  suggestionListingId,
  suggestionsStatusText,
} from './omnibox.js'

describe('omnibox', () => {
  it('has the placeholder of the spec', () => {
    expect(OMNIBOX_PLACEHOLDER).toBe('Search by address, city, neighborhood, zip, schools, or MLS#')
  })

  it('walks the suggestions of every section in order', () => {
    const austin = { id: 'city:austin-tx', type: 'city', name: 'Austin, TX', label: 'Texas' }
    const sections = [
      { keyword: 'a', name: 'Cities', type: 'city', suggestions: [austin] },
      { keyword: 'a', name: 'Empty', type: 'zip', suggestions: [] },
      { keyword: 'a', name: 'Neighborhoods', type: 'neighborhood', suggestions: [zilker, zilker] },
    ]
    expect(flattenSuggestions(sections)).toEqual([
      { suggestion: austin, sectionIndex: 0, index: 0 },
      { suggestion: zilker, sectionIndex: 2, index: 1 },
      { suggestion: zilker, sectionIndex: 2, index: 2 },
    ])
  })

  it.each([
    ['', 'medium', true],
    ['  ', 'xl', true],
    ['', 'small', false],
    ['mue', 'large', false],
  ] as const)('shows hint sections for %j on %s screens: %s', (text, breakpoint, shown) => {
    expect(showsHintSections(text, breakpoint)).toBe(shown)
  })

  it('rolls up after 200 ms and down after 50 ms', () => {
    expect(omniboxRollUpDelay('up')).toBe(200)
    expect(omniboxRollUpDelay('down')).toBe(50)
  })

  it.each([
    ['loading', 'mue', 0, 'Searching…'],
    ['error', 'mue', 0, 'Oops, Something went wrong...'],
    ['ready', 'mue', 1, '1 suggestion available'],
    ['ready', 'mue', 12, '12 suggestions available'],
    ['ready', ' zzz ', 0, 'No suggestions for "zzz"'],
    ['ready', '', 0, ''],
  ] as const)('announces %s with %j and %s suggestions as %j', (state, text, count, message) => {
    expect(suggestionsStatusText(state, text, count)).toBe(message)
  })
})

describe('what Enter picks and what opens a listing', () => {
  const address = {
    id: 'address:31',
    type: 'address',
    name: '1900 Mueller Blvd',
    label: 'Austin, TX',
    listing_id: '31',
  }
  const mls = { id: 'mls:ACT9', type: 'mls_number', name: 'ACT9', label: '12 Elm St', listing_id: '9' }
  const mueller = { id: 'area:12', type: 'neighborhood', name: 'Mueller', label: 'Mueller, Austin' }
  const section = (name: string, suggestions: Suggestion[]) => ({ keyword: 'mueller', name, type: 'x', suggestions })

  it('picks the first place even when addresses come first', () => {
    const options = flattenSuggestions([section('Addresses', [address]), section('Neighborhoods', [mueller])])
    expect(bestSuggestion(options)?.suggestion).toBe(mueller)
  })

  it('picks the first suggestion when there is no place, and nothing from an empty list', () => {
    expect(bestSuggestion(flattenSuggestions([section('MLS #', [mls])]))?.suggestion).toBe(mls)
    expect(bestSuggestion([])).toBeUndefined()
  })

  it('opens the listing of an address or MLS number, never of a place', () => {
    expect(suggestionListingId(address)).toBe('31')
    expect(suggestionListingId(mls)).toBe('9')
    expect(suggestionListingId({ ...address, listing_id: null })).toBe('31')
    expect(suggestionListingId(mueller)).toBeNull()
  })
})
