import { describe, expect, it } from 'vitest'
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, notifyFlag } from './constants.js'

describe('notifyFlag', () => {
  it('names the member attribute for an event on a channel', () => {
    expect(notifyFlag('comment', 'sms')).toBe('notify_comment_sms')
  })
  it('covers the five collection events on both channels', () => {
    expect(NOTIFICATION_EVENTS.flatMap((e) => NOTIFICATION_CHANNELS.map((c) => notifyFlag(e, c)))).toHaveLength(10)
  })
})
