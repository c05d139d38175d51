import { describe, expect, it } from 'vitest'
import { validateCollection } from './collection-form.js'

describe('validateCollection', () => {
  it('requires a name', () => {
    expect(validateCollection({ name: ' ' })).toEqual({ name: 'Name is required' })
    expect(validateCollection({ name: 'Dream homes', is_public: false })).toEqual({})
  })
})
