import { describe, expect, it } from 'vitest'
import {
  isObjectUpdatedPayload,
  OBJECT_UPDATED_ACTIONS,
  OBJECT_UPDATED_TYPES,
  type ObjectUpdated,
} from './object-updated.js'

describe('isObjectUpdatedPayload', () => {
  it('accepts what the server sends, for every type and action', () => {
    for (const type of OBJECT_UPDATED_TYPES) {
      for (const action of OBJECT_UPDATED_ACTIONS) {
        const sent: ObjectUpdated = { type, id: '12', action, collection_id: '7' }
        expect(isObjectUpdatedPayload(sent)).toBe(true)
      }
    }
  })

  it("accepts a newer server's type, a number id and a missing collection id", () => {
    expect(isObjectUpdatedPayload({ type: 'saved-searches', id: 3, action: 'archive' })).toBe(true)
  })

  it('refuses data it cannot tell a change from', () => {
    for (const value of [
      null,
      'objectUpdated',
      42,
      {},
      { type: 'comments', action: 'create' },
      { type: 'comments', id: '1' },
      { type: 7, id: '1', action: 'create' },
      { type: 'comments', id: Number.NaN, action: 'create' },
      { type: 'comments', id: { value: 1 }, action: 'create' },
    ]) {
      expect(isObjectUpdatedPayload(value)).toBe(false)
    }
  })
})
