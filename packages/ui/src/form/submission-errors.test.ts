import { FORM_ERROR } from 'final-form'
import { describe, expect, it } from 'vitest'
import { fieldMessage } from './field-message.js'
import { firstInvalidField, isSubmitSuccess, pickErrors, toFinalFormErrors } from './submission-errors.js'

describe('toFinalFormErrors', () => {
  it("moves the api-client's _form message to final-form's FORM_ERROR and keeps field messages", () => {
    expect(toFinalFormErrors({ _form: 'Could not sign up', email: 'has already been taken' })).toEqual({
      [FORM_ERROR]: 'Could not sign up',
      email: 'has already been taken',
    })
  })

  it('treats nothing, {} and only blank messages as success', () => {
    expect(toFinalFormErrors(undefined)).toBeUndefined()
    expect(toFinalFormErrors({})).toBeUndefined()
    expect(toFinalFormErrors({ email: '' })).toBeUndefined()
    expect(isSubmitSuccess({ email: 'is invalid' })).toBe(false)
  })
})

describe('firstInvalidField', () => {
  it('follows form order, not the order of the error object', () => {
    expect(firstInvalidField(['first_name', 'email', 'password'], { password: 'x', email: 'y' })).toBe('email')
  })

  it('is null when no field in the form has a message (a form-level error)', () => {
    expect(firstInvalidField(['email'], { [FORM_ERROR]: 'Failed' })).toBeNull()
  })
})

describe('pickErrors', () => {
  it('keeps only the named fields', () => {
    expect(pickErrors({ email: 'a', password: 'b' }, ['password'])).toEqual({ password: 'b' })
  })
})

describe('fieldMessage', () => {
  it("shows a rule's message only once the field was left or a submit was tried", () => {
    expect(fieldMessage({ touched: false, error: 'Email is required' })).toBeUndefined()
    expect(fieldMessage({ touched: true, error: 'Email is required' })).toBe('Email is required')
  })

  it("shows the server's message until the value is edited", () => {
    expect(fieldMessage({ submitError: 'has already been taken', dirtySinceLastSubmit: false })).toBe(
      'has already been taken',
    )
    expect(fieldMessage({ submitError: 'has already been taken', dirtySinceLastSubmit: true })).toBeUndefined()
  })
})
