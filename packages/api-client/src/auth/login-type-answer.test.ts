import { verifyEmailStep } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { loginTypeAnswer } from './login-type-answer.js'

describe('loginTypeAnswer', () => {
  it('passes a success on with its status and body', () => {
    expect(loginTypeAnswer({ ok: true, status: 202, data: { magic_link_sent: true } })).toEqual({
      status: 202,
      body: { magic_link_sent: true },
    })
  })

  it('passes an HTTP error on with its status and body', () => {
    const data = { is_sso: false, errors: { email: ['has no account yet'] } }
    expect(loginTypeAnswer({ ok: false, status: 404, error: { status: 404, data } })).toEqual({
      status: 404,
      body: data,
    })
  })

  it('is null when no answer came', () => {
    expect(
      loginTypeAnswer({ ok: false, status: 'FETCH_ERROR', error: { status: 'FETCH_ERROR', error: 'offline' } }),
    ).toBeNull()
  })

  it('feeds verifyEmailStep: no account yet goes to register', () => {
    const result = { ok: false, status: 404, error: { status: 404, data: { is_sso: false } } } as const
    expect(verifyEmailStep('jane@example.com', loginTypeAnswer(result))).toEqual({
      step: 'register',
      email: 'jane@example.com',
    })
  })
})
