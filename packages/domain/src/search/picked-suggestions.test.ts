import { describe, expect, it } from 'vitest'
import { pickedSuggestions } from './picked-suggestions.js'

describe('pickedSuggestions (a place picked in the omnibox)', () => {
  it('is the ids a change adds', () => {
    expect(pickedSuggestions({}, { suggestion: { value: ['area:3'] } })).toEqual(['area:3'])
    expect(
      pickedSuggestions(
        { suggestion: { value: ['zip:78704'] } },
        { suggestion: { value: ['zip:78704', 'city:austin-tx'] } },
      ),
    ).toEqual(['city:austin-tx'])
  })

  it('is nothing when a chip is removed or another filter changes', () => {
    expect(
      pickedSuggestions({ suggestion: { value: ['zip:78704', 'area:3'] } }, { suggestion: { value: ['area:3'] } }),
    ).toEqual([])
    expect(
      pickedSuggestions(
        { suggestion: { value: ['area:3'] } },
        { suggestion: { value: ['area:3'] }, bedrooms: { min: 2 } },
      ),
    ).toEqual([])
  })
})
