import { describe, expect, it } from 'vitest'
import { toSubmissionErrors } from './to-submission-errors.js'

const FINAL_FORM_FORM_ERROR = 'FINAL_FORM/form-error'

/** What react-final-form does to find a field's submit error: walk the dotted name. */
function errorAt(errors: unknown, name: string): unknown {
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors)
}

describe('toSubmissionErrors', () => {
  it('nests dotted keys so a form library finds each error at its field name', () => {
    const errors = toSubmissionErrors({
      status: 422,
      data: {
        errors: [
          { detail: 'is invalid', source: { pointer: '/data/attributes/email' } },
          { detail: 'Min can not be greater than 100', source: { pointer: '/filter/price_in_dollars/min' } },
          { detail: 'Max can not be less than 5', source: { pointer: '/filter/price_in_dollars/max' } },
        ],
      },
    })
    expect(errors).toEqual({
      email: 'is invalid',
      filter: { price_in_dollars: { min: 'Min can not be greater than 100', max: 'Max can not be less than 5' } },
    })
    expect(errorAt(errors, 'filter.price_in_dollars.min')).toBe('Min can not be greater than 100')
  })

  it('puts form-level errors under the key the form library asks for', () => {
    const errors = toSubmissionErrors({ status: 403, data: null }, { formErrorKey: FINAL_FORM_FORM_ERROR })
    expect(errors).toEqual({ [FINAL_FORM_FORM_ERROR]: 'You are not authorized to perform that action.' })
  })

  it('uses _form for form-level errors by default', () => {
    expect(toSubmissionErrors({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      _form: 'Oops, Something went wrong...',
    })
  })

  it('keeps the first message when one error sits on a field and another under it', () => {
    const errors = toSubmissionErrors({
      status: 422,
      data: {
        errors: [
          { detail: 'is invalid', source: { pointer: '/data/attributes/address' } },
          { detail: 'is blank', source: { pointer: '/data/attributes/address/street' } },
        ],
      },
    })
    expect(errors).toEqual({ address: 'is invalid' })
  })

  it('does not let a __proto__ field reach the object prototype', () => {
    const errors = toSubmissionErrors({
      status: 422,
      data: { errors: [{ detail: 'bad', source: { pointer: '/data/attributes/__proto__/polluted' } }] },
    })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype)
    expect(Object.keys(errors)).toEqual(['__proto__'])
  })
})
