import { describe, expect, it } from 'vitest'
import { validateAgentInquiry, validateCallback } from './callback.js'
import { validateCollection } from './collection.js'
import { SAVED_SEARCH_FORM_DEFAULTS, validateSavedSearch } from './saved-search.js'
import { validateSupportInquiry } from './support-inquiry.js'

describe('validateSupportInquiry', () => {
  it('requires a message', () => {
    expect(validateSupportInquiry({})).toEqual({ message: 'Message is required' })
    expect(validateSupportInquiry({ message: '\n ' })).toEqual({ message: 'Message is required' })
    expect(validateSupportInquiry({ message: 'Is the pool heated?' })).toEqual({})
  })
})

describe('validateCallback', () => {
  it('requires a full name and a valid phone number, not a message', () => {
    expect(validateCallback({ full_name: 'Jane Doe', phone_number: '512 555 0134' })).toEqual({})
    expect(validateCallback({})).toEqual({
      full_name: 'Full name is required',
      phone_number: 'Phone number is required',
    })
    expect(validateCallback({ full_name: 'Jane', phone_number: '555' })).toEqual({
      phone_number: 'Enter a valid phone number',
    })
  })
})

describe('validateAgentInquiry', () => {
  it('also requires a message', () => {
    expect(validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134' })).toEqual({
      message: 'Message is required',
    })
    expect(validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134', message: 'Call me' })).toEqual(
      {},
    )
  })
})

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

describe('validateCollection', () => {
  it('requires a name', () => {
    expect(validateCollection({ name: ' ' })).toEqual({ name: 'Name is required' })
    expect(validateCollection({ name: 'Dream homes', is_public: false })).toEqual({})
  })
})
