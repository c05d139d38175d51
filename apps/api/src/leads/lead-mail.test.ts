import { describe, expect, it } from 'vitest'
import { whatTheySent } from './lead-mail.js'

describe('whatTheySent', () => {
  it("names what the visitor did in the site's own words", () => {
    expect(whatTheySent('Aisha Khan', 'listing-inquiry', '594 Dahlgreen Ave, Austin TX 78739')).toBe(
      'Aisha Khan asked about 594 Dahlgreen Ave, Austin TX 78739',
    )
    expect(whatTheySent('Aisha Khan', 'listing-inquiry', null)).toBe('Aisha Khan asked a question')
    expect(whatTheySent('Tom Baker', 'support-inquiry', null)).toBe('Tom Baker wrote in the chat')
    expect(whatTheySent('Tom Baker', 'agent-callback', null)).toBe('Tom Baker asked for a call back')
    expect(whatTheySent('Tom Baker', 'open-house-signup', null)).toBe('Tom Baker sent the form "open-house-signup"')
  })
})
