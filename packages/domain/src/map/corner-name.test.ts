import { describe, expect, it } from 'vitest'
import { cornerName } from './corner-name.js'

describe('cornerName', () => {
  it('says which corner of how many, counting from 1', () => {
    expect(cornerName(0, 4)).toBe('Corner 1 of 4')
    expect(cornerName(3, 4)).toBe('Corner 4 of 4')
  })
})
