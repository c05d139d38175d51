import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '@idx/api-client'
import { clearPropertyViews, PROPERTY_VIEWS_KEY, propertyViews, recordPropertyView } from './property-views.js'

const GATE = { mode: 'views', limit: 2 } as const

describe('recordPropertyView', () => {
  it('counts each listing an anonymous visitor views under the spec key', () => {
    const storage = createMemoryStorage()

    expect(recordPropertyView(storage, '7', GATE, false).count).toBe(1)
    expect(recordPropertyView(storage, '9', GATE, false).count).toBe(2)

    expect(JSON.parse(storage.getItem(PROPERTY_VIEWS_KEY)!)).toEqual({ counter: 2, listing_ids: ['7', '9'] })
    expect(propertyViews(storage)).toBe(2)
  })

  it('does not count a listing viewed again', () => {
    const storage = createMemoryStorage()
    recordPropertyView(storage, '7', GATE, false)
    recordPropertyView(storage, '9', GATE, false)

    expect(recordPropertyView(storage, '7', GATE, false)).toEqual({ count: 2, registrationRequired: false })
    expect(recordPropertyView(storage, '9', GATE, false)).toEqual({ count: 2, registrationRequired: false })
    expect(propertyViews(storage)).toBe(2)
  })

  it('does not count the views of a signed-in visitor, nor gate them', () => {
    const storage = createMemoryStorage()
    recordPropertyView(storage, '1', GATE, false)
    recordPropertyView(storage, '2', GATE, false)
    recordPropertyView(storage, '3', GATE, false)

    expect(recordPropertyView(storage, '4', GATE, true)).toEqual({ count: 3, registrationRequired: false })
    expect(propertyViews(storage)).toBe(3)
  })

  it('requires registration only once the count is past the limit', () => {
    const storage = createMemoryStorage()
    const answers = ['1', '2', '3', '4'].map((id) => recordPropertyView(storage, id, GATE, false))

    expect(answers).toEqual([
      { count: 1, registrationRequired: false },
      { count: 2, registrationRequired: false },
      { count: 3, registrationRequired: true },
      { count: 4, registrationRequired: true },
    ])
  })

  it.each([
    ['no rule', null],
    ['another mode', { mode: 'time', limit: 2 }],
    ['no limit', { mode: 'views', limit: null }],
  ])('never requires registration with %s', (_name, rule) => {
    const storage = createMemoryStorage()
    storage.setItem(PROPERTY_VIEWS_KEY, JSON.stringify({ counter: 50 }))

    expect(recordPropertyView(storage, '7', rule, false)).toEqual({ count: 51, registrationRequired: false })
  })

  it.each(['{not json', '"text"', '[3]', '{"counter":"7"}', '{"counter":-4}', '{"counter":1.5}'])(
    'counts stored garbage %s as 0',
    (garbage) => {
      const storage = createMemoryStorage()
      storage.setItem(PROPERTY_VIEWS_KEY, garbage)

      expect(propertyViews(storage)).toBe(0)
      expect(recordPropertyView(storage, '7', GATE, false).count).toBe(1)
    },
  )
})

describe('clearPropertyViews', () => {
  it('removes the counter', () => {
    const storage = createMemoryStorage()
    recordPropertyView(storage, '7', GATE, false)

    clearPropertyViews(storage)

    expect(storage.getItem(PROPERTY_VIEWS_KEY)).toBeNull()
    expect(propertyViews(storage)).toBe(0)
  })
})
