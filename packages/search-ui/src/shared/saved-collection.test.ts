import { describe, expect, it } from 'vitest'
import { savedInText } from './saved-collection.js'

describe('savedInText', () => {
  it('names every collection holding the listing, in the order given', () => {
    expect(
      savedInText([
        { id: '1', name: 'Lake houses', href: '/app/collection/1' },
        { id: '2', name: 'Porches', href: '/app/collection/2' },
      ]),
    ).toBe('Saved in Lake houses, Porches')
  })

  it('is nothing for a listing no collection holds', () => {
    expect(savedInText([])).toBeNull()
    expect(savedInText(null)).toBeNull()
    expect(savedInText(undefined)).toBeNull()
  })
})
