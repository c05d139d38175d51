import { describe, expect, it } from 'vitest'
import { inviteExclusion, inviteExclusionMessage } from './invite-exclusion.js'

const context = {
  memberEmails: ['owner@example.com', null],
  invitedEmails: ['pending@example.com'],
  listedEmails: ['queued@example.com'],
}

describe('inviteExclusion', () => {
  it('refuses a malformed e-mail', () => {
    expect(inviteExclusion('not-an-email', context)).toBe('invalid')
  })
  it('refuses a member, an invited and a listed e-mail whatever their case and spaces', () => {
    expect(inviteExclusion(' Owner@Example.com ', context)).toBe('collaborator')
    expect(inviteExclusion('PENDING@example.com', context)).toBe('invited')
    expect(inviteExclusion('queued@example.com', context)).toBe('listed')
  })
  it('accepts a new address', () => {
    expect(inviteExclusion('new@example.com', context)).toBeNull()
  })
  it('names the address in the message', () => {
    expect(inviteExclusionMessage('pending@example.com ', 'invited')).toBe(
      'pending@example.com has already been invited.',
    )
    expect(inviteExclusionMessage('x', 'invalid')).toBe('Enter a valid e-mail address.')
  })
})
