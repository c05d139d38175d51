import { describe, expect, it } from 'vitest'
import { isVerifyEmailStep, loginStepView, stepLinks, verifyEmailMove } from './login-steps.js'

const names = (step: Parameters<typeof loginStepView>[0], passwordless = false) =>
  loginStepView(step, passwordless).fields.map((field) => field.name)

describe('loginStepView', () => {
  it('asks register for the registration fields, without a password when passwordless', () => {
    expect(names('register')).toEqual(['first_name', 'last_name', 'email', 'phone_number', 'password'])
    expect(names('register', true)).toEqual(['first_name', 'last_name', 'email', 'phone_number'])
  })

  it('keeps the password on the login step of a passwordless site', () => {
    expect(names('login', true)).toEqual(['email', 'password'])
  })

  it('asks a new account for a new password and a returning one for its current password', () => {
    expect(loginStepView('register', false).fields.at(-1)?.autoComplete).toBe('new-password')
    expect(loginStepView('login', false).fields.at(-1)?.autoComplete).toBe('current-password')
  })

  it("checks with the domain's rules: a short password and a bad e-mail are refused", () => {
    expect(loginStepView('login', false).validate({ email: 'jane@example', password: 'abc' })).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 4 characters',
    })
    expect(
      loginStepView('register', true).validate({
        first_name: 'J',
        last_name: 'D',
        email: 'j@d.io',
        phone_number: '5125550134',
      }),
    ).toEqual({})
  })

  it("gives the reset step the spec's prompt", () => {
    expect(loginStepView('reset', false).intro).toBe(
      "Enter your email address and we'll send you a link to reset your password.",
    )
  })
})

describe('stepLinks', () => {
  it('offers reset, magic link and sign-up from login, and login back from the others', () => {
    expect(stepLinks('login').map((link) => link.label)).toEqual([
      'Forgot password?',
      'Email me a sign-in link',
      'Sign up',
    ])
    expect(stepLinks('register').map((link) => link.step)).toEqual(['login'])
    expect(stepLinks('email')).toEqual([])
  })
})

describe('verifyEmailMove', () => {
  it('shows the confirmation for a link already sent (202), not the magic form again', () => {
    expect(verifyEmailMove({ step: 'magic', email: 'a@b.co' })).toEqual({
      step: 'magic',
      email: 'a@b.co',
      notice: 'magic-sent',
    })
  })

  it('carries the e-mail to login or register', () => {
    expect(verifyEmailMove({ step: 'register', email: 'a@b.co' })).toEqual({
      step: 'register',
      email: 'a@b.co',
      notice: null,
    })
  })

  it('leaves SSO to the host, which redirects', () => {
    expect(
      verifyEmailMove({
        step: 'sso',
        sso: { idp: 'okta', client_id: 'c', authorize_url: 'https://idp.example/authorize', issuer: null },
      }),
    ).toBeNull()
  })

  it('tells a step answer from an errors answer', () => {
    expect(isVerifyEmailStep({ step: 'login', email: 'a@b.co' })).toBe(true)
    expect(isVerifyEmailStep({ email: 'has no account yet' })).toBe(false)
    expect(isVerifyEmailStep(undefined)).toBe(false)
  })
})
