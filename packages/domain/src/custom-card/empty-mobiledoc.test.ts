import { describe, expect, it } from 'vitest'
import { EMPTY_MOBILEDOC } from './empty-mobiledoc.js'

describe('EMPTY_MOBILEDOC', () => {
  // Every new card starts from this one object: a caller that edited it would fill every new card.
  it('is frozen, so no caller can fill the shared empty document', () => {
    expect(Object.isFrozen(EMPTY_MOBILEDOC)).toBe(true)
    expect(EMPTY_MOBILEDOC.sections).toEqual([])
  })
})
