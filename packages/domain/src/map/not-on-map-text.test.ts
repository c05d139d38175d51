import { describe, expect, it } from 'vitest'
import { notOnMapText } from './not-on-map-text.js'

describe("notOnMapText (the map's count of the search's listings it cannot place)", () => {
  it('counts homes, grouped as the result count is', () => {
    expect(notOnMapText(149)).toBe('149 homes not on the map')
    expect(notOnMapText(1)).toBe('1 home not on the map')
    expect(notOnMapText(1234)).toBe('1,234 homes not on the map')
  })

  it('says nothing when the map shows every listing', () => {
    expect(notOnMapText(0)).toBeNull()
    expect(notOnMapText(Number.NaN)).toBeNull()
  })
})
