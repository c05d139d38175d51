import { describe, expect, it } from 'vitest'
import { ringSignedArea } from './ring-signed-area.js'
import { convexHull } from './convex-hull.js'

describe('convexHull (the outline of a zip code or city drawn from its listings)', () => {
  it('leaves out inner points and closes the ring counter-clockwise', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0],
    ])
    expect(hull).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    })
    expect(ringSignedArea((hull as unknown as { coordinates: number[][][] }).coordinates[0]!)).toBeGreaterThan(0)
  })

  it('is a point, a line or nothing when there is no area to outline', () => {
    expect(convexHull([])).toBeNull()
    expect(
      convexHull([
        [1, 1],
        [1, 1],
      ]),
    ).toEqual({ type: 'Point', coordinates: [1, 1] })
    expect(
      convexHull([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [2, 2],
      ],
    })
  })
})
