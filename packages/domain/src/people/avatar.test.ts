import { describe, expect, it } from 'vitest'
import { LETTER_AVATAR } from './avatar.js'

describe('LETTER_AVATAR', () => {
  // A letter avatar's colour is picked from the name: a repeated or malformed colour would give
  // two people the same or no background.
  it('draws from 20 distinct six-digit hex colours', () => {
    expect(LETTER_AVATAR.colors).toHaveLength(20)
    expect(new Set(LETTER_AVATAR.colors).size).toBe(20)
    for (const colour of LETTER_AVATAR.colors) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
  })
})
