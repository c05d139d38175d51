import { describe, expect, it } from 'vitest'
import { listingTitle } from './listing-title.js'

describe('listingTitle', () => {
  it.each([
    [{ title: '1105 W Mary St', street: '1105 W Mary Street', mls_number: 'ACT1' }, '1105 W Mary St'],
    [{ title: '  ', street: ' 9 Oak Ln ' }, '9 Oak Ln'],
    [{ title: null, street: '', mls_number: 'ACT1' }, 'MLS# ACT1'],
    [{}, 'Listing'],
  ])('falls back from the title to the street, the MLS number, then Listing (%j)', (listing, expected) => {
    expect(listingTitle(listing)).toBe(expected)
  })
})
