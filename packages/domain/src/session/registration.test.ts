import { describe, expect, it } from 'vitest'
import { validateRegisterOnly, validateRegistration } from './registration.js'

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone_number: '(512) 555-0134',
  password: 'secret',
  password_confirmation: 'secret',
}

describe('validateRegistration', () => {
  it('accepts a fully and correctly filled-in form', () => {
    expect(validateRegistration(valid)).toEqual({})
  })

  it('reports every field of an empty form', () => {
    expect(validateRegistration({})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      password: 'Password is required',
    })
  })

  it.each([
    ['first_name', '  ', 'First name is required'],
    ['last_name', '', 'Last name is required'],
    ['email', 'jane@', 'Enter a valid email address'],
    ['phone_number', '555-0134', 'Enter a valid phone number'],
    ['password', 'abc', 'Password must be at least 4 characters'],
  ] as const)('rejects %s = %j with %j', (field, value, message) => {
    const errors = validateRegistration({
      ...valid,
      [field]: value,
      password_confirmation: field === 'password' ? value : 'secret',
    })
    expect(errors).toEqual({ [field]: message })
  })

  it('rejects a confirmation that differs from the password', () => {
    expect(validateRegistration({ ...valid, password_confirmation: 'secret!' })).toEqual({
      password_confirmation: 'Passwords do not match',
    })
  })

  it('rejects a missing confirmation when a password is given', () => {
    const { password_confirmation: _omitted, ...withoutConfirmation } = valid
    expect(validateRegistration(withoutConfirmation)).toEqual({ password_confirmation: 'Passwords do not match' })
  })
})

describe('validateRegisterOnly', () => {
  const { password_confirmation: _omitted, ...registerOnly } = valid

  it('accepts the form without a confirmation field', () => {
    expect(validateRegisterOnly(registerOnly)).toEqual({})
  })

  it('still requires a password of at least 4 characters', () => {
    expect(validateRegisterOnly({ ...registerOnly, password: 'abc' })).toEqual({
      password: 'Password must be at least 4 characters',
    })
  })

  it('skips the password on a site that signs up without one', () => {
    expect(validateRegisterOnly({ ...registerOnly, password: '' }, { passwordless: true })).toEqual({})
  })
})
