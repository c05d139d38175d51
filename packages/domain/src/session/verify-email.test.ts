import { describe, expect, it } from 'vitest'
import { verifyEmailStep } from './verify-email.js'

const email = 'jane@example.com'
const sso = {
  idp: 'okta',
  client_id: 'okta-client',
  authorize_url: 'https://idp.test/authorize',
  issuer: 'https://idp.test',
}

describe('verifyEmailStep', () => {
  it('sends an SSO address to single sign-on with what the redirect needs', () => {
    expect(verifyEmailStep(email, { status: 200, body: { is_sso: true, sso } })).toEqual({ step: 'sso', sso })
  })

  it('keeps a missing issuer as null', () => {
    const { issuer: _issuer, ...withoutIssuer } = sso
    expect(verifyEmailStep(email, { status: 200, body: { is_sso: true, sso: withoutIssuer } })).toEqual({
      step: 'sso',
      sso: { ...withoutIssuer, issuer: null },
    })
  })

  it('moves to the magic step when the server sent a magic link (202)', () => {
    expect(verifyEmailStep(email, { status: 202, body: { is_sso: false, magic_link_sent: true } })).toEqual({
      step: 'magic',
      email,
    })
  })

  it('goes to login with the e-mail when an account with a password exists', () => {
    expect(verifyEmailStep(email, { status: 200, body: { is_sso: false } })).toEqual({ step: 'login', email })
  })

  it('goes to login for any other success, even without a body', () => {
    expect(verifyEmailStep(email, { status: 200, body: null })).toEqual({ step: 'login', email })
  })

  it.each([
    ['no account (404)', { status: 404, body: { is_sso: false, errors: { email: ['has no account yet'] } } }],
    ['a throttled check (429)', { status: 429, body: null }],
    ['a server error', { status: 500, body: 'oops' }],
    ['no answer at all', null],
    ['an SSO answer without its parameters', { status: 200, body: { is_sso: true } }],
    [
      'an SSO answer with a blank authorize_url',
      { status: 200, body: { is_sso: true, sso: { ...sso, authorize_url: ' ' } } },
    ],
  ])('goes to register with the e-mail after %s', (_situation, answer) => {
    expect(verifyEmailStep(email, answer)).toEqual({ step: 'register', email })
  })
})
