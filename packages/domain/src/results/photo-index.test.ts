import { describe, expect, it } from 'vitest'
import { stepPhotoIndex } from './photo-index.js'

describe('stepPhotoIndex', () => {
  it.each([
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [7, 0, 5, 2],
    [0, 1, 0, 0],
  ])(
    'wraps previous/next photo around both ends (index %i, step %i of %i photos -> %i)',
    (index, step, count, next) => {
      expect(stepPhotoIndex(index, step, count)).toBe(next)
    },
  )
})
