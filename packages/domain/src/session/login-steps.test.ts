import { describe, expect, it } from 'vitest'
import { LOGIN_STEPS, isLoginStep, loginStepFields, showsPasswordField } from './login-steps.js'

describe('showsPasswordField', () => {
  it.each([
    ['login', false, true],
    ['login', true, true],
    ['register', false, true],
    ['register', true, false],
    ['reset', false, false],
    ['reset', true, false],
    ['magic', false, false],
    ['magic', true, false],
  ] as const)('%s with passwordless sign-up %s: %s', (step, signUpWithoutPassword, shown) => {
    expect(showsPasswordField(step, { signUpWithoutPassword })).toBe(shown)
  })

  it('treats an unset feature as sign-up with a password', () => {
    expect(showsPasswordField('register')).toBe(true)
    expect(showsPasswordField('register', { signUpWithoutPassword: null })).toBe(true)
  })
})

describe('loginStepFields', () => {
  it('asks a new visitor for the registration fields and a password', () => {
    expect(loginStepFields('register')).toEqual(['first_name', 'last_name', 'email', 'phone_number', 'password'])
  })

  it('leaves the password out of register when the site signs up without one', () => {
    expect(loginStepFields('register', { signUpWithoutPassword: true })).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
    ])
  })

  it('asks for e-mail and password at login', () => {
    expect(loginStepFields('login')).toEqual(['email', 'password'])
  })

  it.each(['reset', 'magic'] as const)('asks only for the e-mail at %s', (step) => {
    expect(loginStepFields(step)).toEqual(['email'])
  })
})

describe('isLoginStep', () => {
  it('accepts exactly the four steps', () => {
    expect(LOGIN_STEPS.every(isLoginStep)).toBe(true)
    expect([undefined, null, 'sso', 'Login', 3].some(isLoginStep)).toBe(false)
  })
})
