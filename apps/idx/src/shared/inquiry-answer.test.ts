import { describe, expect, it } from 'vitest'
import { inquiryAnswer } from './inquiry-answer.js'

const receipt = { status: 'accepted' as const, cyclum_submission_id: 's-1', received_at: '2025-01-01T00:00:00Z' }

describe('inquiryAnswer', () => {
  it('answers nothing once the lead is received', () => {
    expect(inquiryAnswer({ ok: true, status: 202, data: receipt })).toBeUndefined()
  })

  it('hands the fields the server refused back to the form', () => {
    const data = {
      errors: [
        { status: '400', detail: 'Email is invalid', source: { pointer: '/form/email' } },
        { status: '400', detail: 'Email is taken', source: { pointer: '/form/email' } },
        { status: '400', detail: 'Not a form field', source: { pointer: '/property/id' } },
      ],
    }
    expect(inquiryAnswer({ ok: false, status: 400, error: { status: 400, data } })).toEqual({
      email: 'Email is invalid',
    })
  })

  it('hands a 422 (a value the rules refuse, such as a phone number that is not one) back to its field', () => {
    const data = {
      errors: [{ status: '422', detail: 'Enter a valid phone number', source: { pointer: '/form/phone_number' } }],
    }
    expect(inquiryAnswer({ ok: false, status: 422, error: { status: 422, data } })).toEqual({
      phone_number: 'Enter a valid phone number',
    })
  })

  it('throws a 400 without field pointers and any other failure, so the form says Whoops', () => {
    const noFields = { errors: [{ status: '400', detail: 'Bad request' }] }
    expect(() => inquiryAnswer({ ok: false, status: 400, error: { status: 400, data: noFields } })).toThrow('400')
    expect(() => inquiryAnswer({ ok: false, status: 500, error: { status: 500, data: null } })).toThrow('500')
    expect(() =>
      inquiryAnswer({ ok: false, status: 'FETCH_ERROR', error: { status: 'FETCH_ERROR', error: 'offline' } }),
    ).toThrow('FETCH_ERROR')
  })
})
