import { describe, expect, it } from 'vitest'
import {
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  invitationLimit,
  PENDING_INVITATIONS_PER_COLLECTION,
} from './invitation-limits.js'

const times = (count: number, secondsAgo: number) => Array<number>(count).fill(secondsAgo)

describe('invitationLimit', () => {
  it('allows a user under every limit', () => {
    expect(invitationLimit({ sentSecondsAgo: [], pendingInCollection: 0 })).toEqual({ verdict: 'allowed' })
    expect(invitationLimit({ sentSecondsAgo: times(INVITATIONS_PER_HOUR - 1, 10), pendingInCollection: 49 })).toEqual({
      verdict: 'allowed',
    })
  })

  it('refuses the invitation past the hourly limit until the oldest of the hour is an hour old', () => {
    const decision = invitationLimit({ sentSecondsAgo: [...times(19, 60), 600], pendingInCollection: 0 })
    expect(decision).toEqual({
      verdict: 'hourly-limit',
      retryAfterSeconds: 3000,
      detail: 'You have sent 20 invitations in the last hour, the most allowed. You can invite more in 50 minutes.',
    })
  })

  it('waits for the send that brings the count under the limit, not for the oldest one', () => {
    // 22 sends in the hour (two raced past the limit): three must leave; the third oldest is 1000 s old.
    const ages = [3500, 3400, 1000, ...times(19, 5)]
    expect(invitationLimit({ sentSecondsAgo: ages, pendingInCollection: 0 })).toMatchObject({
      verdict: 'hourly-limit',
      retryAfterSeconds: 2600,
    })
  })

  it('forgets sends older than an hour for the hourly limit', () => {
    expect(invitationLimit({ sentSecondsAgo: times(20, 3600), pendingInCollection: 0 })).toEqual({
      verdict: 'allowed',
    })
  })

  it('refuses past the daily limit and says the wait in hours', () => {
    const ages = [...times(INVITATIONS_PER_DAY - 5, 20 * 3600), ...times(5, 7200)]
    expect(invitationLimit({ sentSecondsAgo: ages, pendingInCollection: 0 })).toEqual({
      verdict: 'daily-limit',
      retryAfterSeconds: 4 * 3600,
      detail: 'You have sent 50 invitations in the last 24 hours, the most allowed. You can invite more in 4 hours.',
    })
  })

  it('tells a user over both limits the longer wait', () => {
    const ages = [...times(30, 23 * 3600), ...times(20, 100)]
    expect(invitationLimit({ sentSecondsAgo: ages, pendingInCollection: 0 })).toMatchObject({
      verdict: 'daily-limit',
      retryAfterSeconds: 3600,
    })
    const soon = [...times(30, 24 * 3600 - 10), ...times(20, 100)]
    expect(invitationLimit({ sentSecondsAgo: soon, pendingInCollection: 0 })).toMatchObject({
      verdict: 'hourly-limit',
      retryAfterSeconds: 3500,
    })
  })

  it('says a short wait in seconds and never answers a wait of zero', () => {
    expect(invitationLimit({ sentSecondsAgo: times(20, 3599.5), pendingInCollection: 0 })).toMatchObject({
      retryAfterSeconds: 1,
      detail: expect.stringContaining('You can invite more in 1 second.') as unknown,
    })
    expect(invitationLimit({ sentSecondsAgo: times(20, 3555), pendingInCollection: 0 })).toMatchObject({
      detail: expect.stringContaining('in 45 seconds.') as unknown,
    })
  })

  it('counts a send a moment in the future as just sent', () => {
    expect(invitationLimit({ sentSecondsAgo: times(20, -0.2), pendingInCollection: 0 })).toMatchObject({
      retryAfterSeconds: 3600,
    })
  })

  it('refuses a collection with the most pending invitations, saying how many and what to do', () => {
    expect(invitationLimit({ sentSecondsAgo: [], pendingInCollection: PENDING_INVITATIONS_PER_COLLECTION })).toEqual({
      verdict: 'collection-full',
      pending: 50,
      detail:
        'This collection already has 50 pending invitations, the most it may have. ' +
        'Withdraw some that have not been accepted before inviting more.',
    })
  })

  it('tells a user over a sending limit to wait before telling them the collection is full', () => {
    expect(invitationLimit({ sentSecondsAgo: times(20, 60), pendingInCollection: 60 }).verdict).toBe('hourly-limit')
  })
})
