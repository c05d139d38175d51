import { describe, expect, it } from 'vitest'
import { errorsWithStatuses, multipleErrors } from '../jsonapi/jsonapi-org-examples.js'
import { errorMessage } from './error-message.js'
import { SAVE_FAILED_MESSAGE } from './messages.js'
import { resetPasswordErrorMessage } from './reset-password-error-message.js'
import { signUpErrorMessage } from './sign-up-error-message.js'

describe('errorMessage', () => {
  it('gives the first JSON:API error’s detail', () => {
    expect(errorMessage({ status: 422, data: errorsWithStatuses })).toBe(
      'Editing secret powers is not authorized on Sundays.',
    )
  })

  it('falls back to the first error’s title when it has no detail', () => {
    expect(errorMessage({ status: 422, data: { errors: [multipleErrors.errors[2]] } })).toBe(
      'Password and password confirmation do not match.',
    )
  })

  it('says the user is not authorized for a 403', () => {
    expect(errorMessage({ status: 403, data: errorsWithStatuses })).toBe(
      'You are not authorized to perform that action.',
    )
  })

  it('says something went wrong for failures it cannot describe', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'fetch failed' })).toBe('Oops, Something went wrong...')
    expect(errorMessage({ status: 500, data: null })).toBe('Oops, Something went wrong...')
  })

  it('uses the fallback it is given', () => {
    expect(errorMessage({ status: 422, data: { errors: [] } }, SAVE_FAILED_MESSAGE)).toBe(
      'An error occurred while saving',
    )
  })
})

describe('signUpErrorMessage', () => {
  it('capitalises the first error key and adds its first message', () => {
    const data = { errors: { email: ['has already been taken', 'is invalid'], password: ['is too short'] } }
    expect(signUpErrorMessage({ status: 422, data })).toBe('Email has already been taken')
  })

  it('changes only the first letter of the key', () => {
    expect(signUpErrorMessage({ status: 422, data: { errors: { first_name: ["can't be blank"] } } })).toBe(
      "First_name can't be blank",
    )
  })

  it('accepts a message given as a plain string', () => {
    expect(signUpErrorMessage({ status: 422, data: { errors: { phone_number: 'is invalid' } } })).toBe(
      'Phone_number is invalid',
    )
  })

  it('says Could not sign up when the server named no field', () => {
    expect(signUpErrorMessage({ status: 500, data: { errors: {} } })).toBe('Could not sign up')
    expect(signUpErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Could not sign up')
  })
})

describe('resetPasswordErrorMessage', () => {
  it('capitalises the first error key and adds its message', () => {
    expect(resetPasswordErrorMessage({ status: 422, data: { errors: { email: ['not found'] } } })).toBe(
      'Email not found',
    )
  })

  it('says Could not reset password. when the server named no field', () => {
    expect(resetPasswordErrorMessage({ status: 422, data: 'Unprocessable' })).toBe('Could not reset password.')
  })
})
