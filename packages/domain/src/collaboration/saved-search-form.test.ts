import { describe, expect, it } from 'vitest'
import { SAVED_SEARCH_FORM_DEFAULTS, validateSavedSearch } from './saved-search-form.js'

describe('validateSavedSearch', () => {
  it.each(['none', 'instant', 'hourly', 'daily', 'weekly', 'monthly'])('accepts frequency %s', (frequency) => {
    expect(validateSavedSearch({ name: 'Austin condos', frequency })).toEqual({})
  })

  it.each(['yearly', 'Daily', '', undefined])('rejects frequency %j', (frequency) => {
    expect(validateSavedSearch({ name: 'Austin condos', frequency })).toEqual({
      frequency: 'Choose how often to get alerts: none, instant, hourly, daily, weekly or monthly',
    })
  })

  it('requires a name', () => {
    expect(validateSavedSearch({ name: '', frequency: 'daily' })).toEqual({ name: 'Name is required' })
  })

  it('starts a new saved search with an empty name and daily alerts, which needs only a name', () => {
    expect(SAVED_SEARCH_FORM_DEFAULTS).toEqual({ name: '', frequency: 'daily' })
    expect(validateSavedSearch(SAVED_SEARCH_FORM_DEFAULTS)).toEqual({ name: 'Name is required' })
  })
})
