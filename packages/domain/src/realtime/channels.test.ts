import { describe, expect, it } from 'vitest'
import { USER_CHANNEL_PREFIX, userChannelName } from './channels.js'

describe('userChannelName', () => {
  it("names a user's presence channel by their id, a number or a string alike", () => {
    expect(userChannelName(42)).toBe('presence-User-42')
    expect(userChannelName('42')).toBe(userChannelName(42))
    expect(userChannelName(7).startsWith(USER_CHANNEL_PREFIX)).toBe(true)
  })
})
