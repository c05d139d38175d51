import { describe, expect, it } from 'vitest'
import { listingGate } from './listing-gate.js'

const rule = { mode: 'views', limit: 5 }

describe('listingGate', () => {
  it('shows the full view up to the limit and the registration gate past it', () => {
    expect(listingGate({ rule, views: 5, authenticated: false, locked: false })).toBe('full')
    expect(listingGate({ rule, views: 6, authenticated: false, locked: false })).toBe('registration')
  })

  it('asks for registration before a password', () => {
    expect(listingGate({ rule, views: 6, authenticated: false, locked: true })).toBe('registration')
  })

  it('shows the password gate for a locked listing, also to a signed-in user', () => {
    expect(listingGate({ rule, views: 60, authenticated: true, locked: true })).toBe('password')
  })

  it('never gates registration without a rule of mode views with a limit', () => {
    expect(listingGate({ rule: null, views: 600, authenticated: false, locked: false })).toBe('full')
    expect(listingGate({ rule: { mode: 'views', limit: null }, views: 600, authenticated: false, locked: false })).toBe(
      'full',
    )
  })
})
