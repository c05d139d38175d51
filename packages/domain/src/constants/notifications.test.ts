import { describe, expect, it } from 'vitest'
import {
  COLLECTION_NOTIFICATION_EVENTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  SAVED_SEARCH_NOTIFICATION_EVENTS,
  notificationFlag,
} from './notifications.js'

describe('notifications', () => {
  it('has the event types add, invite, remove, update, comment and ran', () => {
    expect([...NOTIFICATION_EVENTS].sort()).toEqual(['add', 'comment', 'invite', 'ran', 'remove', 'update'])
  })

  it('notifies by sms and email', () => {
    expect(NOTIFICATION_CHANNELS).toEqual(['sms', 'email'])
  })

  it('lets collections use invite, comment, add, remove and update', () => {
    expect(COLLECTION_NOTIFICATION_EVENTS).toEqual(['invite', 'comment', 'add', 'remove', 'update'])
  })

  it('lets saved searches use ran, invite, comment and update', () => {
    expect(SAVED_SEARCH_NOTIFICATION_EVENTS).toEqual(['ran', 'invite', 'comment', 'update'])
  })

  it.each([
    ['comment', 'sms', 'notify_comment_sms'],
    ['ran', 'email', 'notify_ran_email'],
    ['add', 'email', 'notify_add_email'],
  ] as const)('names flags notify_{event}_{channel} (%s, %s)', (event, channel, expected) => {
    expect(notificationFlag(event, channel)).toBe(expected)
  })
})
