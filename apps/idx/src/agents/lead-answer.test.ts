import type { ApiResult, LeadReceipt } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import { leadAnswer } from './lead-answer.js'

const FIELDS = ['full_name', 'phone_number', 'message'] as const
const refused = (...errors: { pointer: string; detail: string }[]): ApiResult<LeadReceipt> => ({
  ok: false,
  status: 400,
  error: {
    status: 400,
    data: { errors: errors.map(({ pointer, detail }) => ({ status: '400', detail, source: { pointer } })) },
  },
})

describe('leadAnswer', () => {
  it('answers nothing when the lead was received', () => {
    const received: ApiResult<LeadReceipt> = {
      ok: true,
      status: 202,
      data: { status: 'accepted', cyclum_submission_id: 'a', received_at: '2026-01-01T00:00:00Z' },
    }
    expect(leadAnswer(received, FIELDS)).toBeUndefined()
  })

  it("hands the server's messages about the form's own fields back to them", () => {
    const result = refused(
      { pointer: '/form/phone_number', detail: 'Enter a valid phone number' },
      { pointer: '/form/email', detail: 'Email is invalid' },
    )
    expect(leadAnswer(result, FIELDS)).toEqual({ phone_number: 'Enter a valid phone number' })
  })

  it('throws for a refusal about nothing the form shows, and for any other failure', () => {
    expect(() => leadAnswer(refused({ pointer: '/form/email', detail: 'Email is invalid' }), FIELDS)).toThrow()
    expect(() => leadAnswer(refused({ pointer: '/market_id', detail: 'No market 9' }), FIELDS)).toThrow()
    const offline: ApiResult<LeadReceipt> = {
      ok: false,
      status: 'FETCH_ERROR',
      error: { status: 'FETCH_ERROR', error: 'offline' },
    }
    expect(() => leadAnswer(offline, FIELDS)).toThrow()
  })
})
