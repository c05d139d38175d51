import { describe, expect, it } from 'vitest'
import { notificationFlag } from './notification-flag.js'

describe('notificationFlag', () => {
  it.each([
    ['comment', 'sms', 'notify_comment_sms'],
    ['ran', 'email', 'notify_ran_email'],
    ['add', 'email', 'notify_add_email'],
  ] as const)('names flags notify_{event}_{channel} (%s, %s)', (event, channel, expected) => {
    expect(notificationFlag(event, channel)).toBe(expected)
  })
})
