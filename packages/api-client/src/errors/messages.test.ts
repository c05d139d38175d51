import { describe, expect, it } from 'vitest'
import {
  FORM_ERROR_KEY,
  LOGIN_FAILED_MESSAGE,
  NOT_AUTHORIZED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  SAVE_FAILED_MESSAGE,
  SIGN_UP_FAILED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from './messages.js'

describe('message constants', () => {
  it('match the spec’s error catalogue word for word', () => {
    expect({
      NOT_AUTHORIZED_MESSAGE,
      SOMETHING_WENT_WRONG_MESSAGE,
      SIGN_UP_FAILED_MESSAGE,
      RESET_PASSWORD_FAILED_MESSAGE,
      LOGIN_FAILED_MESSAGE,
      SAVE_FAILED_MESSAGE,
      FORM_ERROR_KEY,
    }).toEqual({
      NOT_AUTHORIZED_MESSAGE: 'You are not authorized to perform that action.',
      SOMETHING_WENT_WRONG_MESSAGE: 'Oops, Something went wrong...',
      SIGN_UP_FAILED_MESSAGE: 'Could not sign up',
      RESET_PASSWORD_FAILED_MESSAGE: 'Could not reset password.',
      LOGIN_FAILED_MESSAGE: 'Failed to log in. Check your username and password.',
      SAVE_FAILED_MESSAGE: 'An error occurred while saving',
      FORM_ERROR_KEY: '_form',
    })
  })
})
