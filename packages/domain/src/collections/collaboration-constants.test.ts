import { describe, expect, it } from 'vitest'
import {
  COMMENT_BODY_MAX,
  COMMENTS_PAGE_SIZE,
  INVITE_CODE_TTL_DAYS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  notifyFlag,
} from './collaboration-constants.js'
import { COMMENT_BODY_BLANK_MESSAGE, COMMENT_BODY_TOO_LONG_MESSAGE, commentBodyProblem } from './comment-body.js'

describe('collaboration constants', () => {
  it('are the spec values', () => {
    expect(COMMENTS_PAGE_SIZE).toBe(20)
    expect(COMMENT_BODY_MAX).toBe(2000)
    expect(INVITE_CODE_TTL_DAYS).toBe(14)
    expect(NOTIFICATION_EVENTS).toEqual(['invite', 'comment', 'add', 'remove', 'update'])
    expect(NOTIFICATION_CHANNELS).toEqual(['email', 'sms'])
  })

  it('names flags notify_{event}_{channel}', () => {
    expect(notifyFlag('comment', 'sms')).toBe('notify_comment_sms')
    expect(notifyFlag('invite', 'email')).toBe('notify_invite_email')
  })
})

describe('commentBodyProblem', () => {
  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])('refuses a blank body (%j)', (body) => {
    expect(commentBodyProblem(body)).toBe(COMMENT_BODY_BLANK_MESSAGE)
  })

  it('bounds the trimmed body at COMMENT_BODY_MAX characters', () => {
    expect(commentBodyProblem(`  ${'a'.repeat(COMMENT_BODY_MAX)}  `)).toBeNull()
    expect(commentBodyProblem('a'.repeat(COMMENT_BODY_MAX + 1))).toBe(COMMENT_BODY_TOO_LONG_MESSAGE)
    // Astral characters count once each.
    expect(commentBodyProblem('🏠'.repeat(COMMENT_BODY_MAX))).toBeNull()
  })

  it('accepts markup as plain text', () => {
    expect(commentBodyProblem('<b>hi</b>')).toBeNull()
  })
})
