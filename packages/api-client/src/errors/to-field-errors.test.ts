import { describe, expect, it } from 'vitest'
import {
  basicError,
  errorsWithStatuses,
  invalidQueryParameter,
  multipleErrors,
} from '../jsonapi/jsonapi-org-examples.js'
import { NOT_AUTHORIZED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages.js'
import { toFieldErrors } from './to-field-errors.js'

describe('toFieldErrors', () => {
  it('keys the specification’s basic error by the attribute its pointer names', () => {
    expect(toFieldErrors({ status: 422, data: basicError })).toEqual({
      firstName: 'First name must contain at least two characters.',
    })
  })

  it('keeps the first of several errors on one field and falls back to the title without a detail', () => {
    expect(toFieldErrors({ status: 422, data: multipleErrors })).toEqual({
      firstName: 'First name must contain at least two characters.',
      password: 'The password provided is missing a punctuation character.',
    })
    const titleOnly = { errors: [multipleErrors.errors[2]] }
    expect(toFieldErrors({ status: 422, data: titleOnly })).toEqual({
      password: 'Password and password confirmation do not match.',
    })
  })

  it('maps every error of a mixed-status response to its field', () => {
    expect(toFieldErrors({ status: 400, data: errorsWithStatuses })).toEqual({
      secretPowers: 'Editing secret powers is not authorized on Sundays.',
      volume: 'Volume does not, in fact, go to 11.',
      reputation: 'Reputation service not responding after three requests.',
    })
  })

  it('keys a query parameter error by the parameter name', () => {
    expect(toFieldErrors({ status: 400, data: invalidQueryParameter })).toEqual({
      include: 'The resource does not have an `auther` relationship path.',
    })
  })

  it('keys a filter pointer by its dotted path', () => {
    const data = {
      errors: [{ detail: 'Min can not be greater than 100', source: { pointer: '/filter/price_in_dollars/min' } }],
    }
    expect(toFieldErrors({ status: 422, data })).toEqual({
      'filter.price_in_dollars.min': 'Min can not be greater than 100',
    })
  })

  it('puts errors without a pointer under _form, with the generic text when they carry no words', () => {
    const data = {
      errors: [{ detail: 'Collection is full' }, { status: '422', source: { pointer: '/data/attributes/name' } }],
    }
    expect(toFieldErrors({ status: 422, data })).toEqual({
      _form: 'Collection is full',
      name: SOMETHING_WENT_WRONG_MESSAGE,
    })
  })

  it('answers any 403 with the not-authorized text, whatever the body', () => {
    expect(toFieldErrors({ status: 403, data: basicError })).toEqual({ _form: NOT_AUTHORIZED_MESSAGE })
    expect(toFieldErrors({ status: 403, data: null })).toEqual({
      _form: 'You are not authorized to perform that action.',
    })
  })

  it('maps the oauth errors object to the first message of each field', () => {
    const data = {
      errors: { email: ['has already been taken', 'is invalid'], password: 'is too short', phone_number: [] },
    }
    expect(toFieldErrors({ status: 422, data })).toEqual({ email: 'has already been taken', password: 'is too short' })
  })

  it('puts an OAuth 2 error_description under _form', () => {
    const data = { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid.' }
    expect(toFieldErrors({ status: 400, data })).toEqual({ _form: 'The provided authorization grant is invalid.' })
  })

  it('answers network, parsing and aborted failures and unrecognised bodies with the generic text', () => {
    const generic = { _form: 'Oops, Something went wrong...' }
    expect(toFieldErrors({ status: 'FETCH_ERROR', error: 'fetch failed' })).toEqual(generic)
    expect(
      toFieldErrors({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'Unexpected token' }),
    ).toEqual(generic)
    expect(toFieldErrors({ status: 'ABORTED', error: 'aborted' })).toEqual(generic)
    expect(toFieldErrors({ status: 500, data: '<h1>Internal Server Error</h1>' })).toEqual(generic)
    expect(toFieldErrors({ status: 422, data: { errors: [] } })).toEqual(generic)
    expect(toFieldErrors({ status: 422, data: { errors: {} } })).toEqual(generic)
  })
})
