import { describe, expect, it } from 'vitest'
import { ringSignedArea } from './ring-signed-area.js'

describe('ringSignedArea', () => {
  const square = [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
  ]

  it.each([
    ['counter-clockwise, open', square, 4],
    ['counter-clockwise, closed', [...square, [0, 0]], 4],
    ['clockwise', [...square].reverse(), -4],
    [
      'on one line',
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      0,
    ],
    ['empty', [], 0],
  ])('is the signed area of a ring %s', (_, ring, area) => {
    expect(ringSignedArea(ring)).toBe(area)
  })
})
