import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateLogin } from './login.js'
import { validateMagicLink } from './magic-link.js'
import { validatePasswordReset } from './password-reset.js'

describe('validateLogin', () => {
  it('accepts a valid email and a 4-character password', () => {
    expect(validateLogin({ email: 'jane@example.com', password: 'abcd' })).toEqual({})
  })

  it.each([
    [{}, { email: 'Email is required', password: 'Password is required' }],
    [{ email: 'jane', password: 'abcd' }, { email: 'Enter a valid email address' }],
    [{ email: 'jane@example.com', password: 'abc' }, { password: 'Password must be at least 4 characters' }],
    [
      { email: ' ', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
  ])('reports %j as %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors)
  })

  it('accepts any valid email with any password of at least 4 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ minLength: 4 }), (email, password) => {
        expect(validateLogin({ email, password })).toEqual({})
      }),
    )
  })
})

describe.each([
  ['validatePasswordReset', validatePasswordReset],
  ['validateMagicLink', validateMagicLink],
])('%s uses the login rules without the password', (_name, validate) => {
  it('accepts a valid email alone', () => {
    expect(validate({ email: 'jane@example.com' })).toEqual({})
  })

  it('rejects a missing or malformed email', () => {
    expect(validate({})).toEqual({ email: 'Email is required' })
    expect(validate({ email: 'jane@example' })).toEqual({ email: 'Enter a valid email address' })
  })

  it('never reports a password', () => {
    expect(validate({ email: 'x', ...{ password: '' } })).not.toHaveProperty('password')
  })
})
