import { describe, expect, it } from 'vitest'
import { profileValues, validatePasswordChange, validateProfile } from './account-rules.js'
import { authPromptTitle } from './messages.js'
import { validateNewPassword } from './new-password-rules.js'

describe('validateNewPassword', () => {
  it("uses the registration rules: 4 characters and 'Passwords do not match'", () => {
    expect(validateNewPassword({ password: 'abc', password_confirmation: 'abc' })).toEqual({
      password: 'Password must be at least 4 characters',
    })
    expect(validateNewPassword({ password: 'secret', password_confirmation: 'secrets' })).toEqual({
      password_confirmation: 'Passwords do not match',
    })
  })

  it('says nothing of the registration fields it does not show', () => {
    expect(validateNewPassword({ password: 'secret', password_confirmation: 'secret' })).toEqual({})
  })
})

describe('validatePasswordChange', () => {
  it('requires the current password before the new one is sent', () => {
    expect(validatePasswordChange({ password: 'secret', password_confirmation: 'secret' })).toEqual({
      current_password: 'Current password is required',
    })
  })
})

describe('validateProfile', () => {
  it('checks names, e-mail and phone only', () => {
    expect(validateProfile({ first_name: 'Jane', last_name: 'Doe', email: 'jane@', phone_number: '555-0134' })).toEqual(
      {
        email: 'Enter a valid email address',
        phone_number: 'Enter a valid phone number',
      },
    )
  })
})

describe('profileValues', () => {
  it('fills blanks for missing values and falls back to the SMS number', () => {
    expect(
      profileValues({
        id: '1',
        first_name: 'Jane',
        last_name: null,
        full_name: 'Jane',
        email: null,
        sms_number: '5125550134',
      }),
    ).toEqual({ first_name: 'Jane', last_name: '', email: '', phone_number: '5125550134' })
  })
})

describe('authPromptTitle', () => {
  it("reads 'Login to view this {target}', else 'Get Started'", () => {
    expect(authPromptTitle('saved search')).toBe('Login to view this saved search')
    expect(authPromptTitle(null)).toBe('Get Started')
    expect(authPromptTitle(' ')).toBe('Get Started')
  })
})
