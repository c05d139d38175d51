import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ringSelfIntersects } from './ring-self-intersects.js'
import type { PlanePoint } from './ring-self-intersects.js'

type P = [number, number]

const point = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }))

const convexRing = fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 40 }).map((angles) => {
  const corners = [...angles]
    .sort((a, b) => a - b)
    .map((degrees): PlanePoint => {
      const radians = (degrees * Math.PI) / 180
      return [-97.75 + 0.1 * Math.cos(radians), 30.27 + 0.1 * Math.sin(radians)]
    })
  return [...corners, corners[0] ?? [0, 0]]
})

describe('ringSelfIntersects', () => {
  it.each<[string, P[], boolean]>([
    [
      'a square',
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ],
      false,
    ],
    [
      'a triangle',
      [
        [0, 0],
        [4, 0],
        [2, 3],
        [0, 0],
      ],
      false,
    ],
    [
      'a concave arrow',
      [
        [0, 0],
        [4, 2],
        [0, 4],
        [1, 2],
        [0, 0],
      ],
      false,
    ],
    [
      'a bow tie',
      [
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ],
      true,
    ],
    [
      'a ring touching itself at a corner',
      [
        [0, 0],
        [4, 0],
        [2, 2],
        [4, 4],
        [0, 4],
        [2, 2],
        [0, 0],
      ],
      true,
    ],
    [
      'a spike folding back on the previous edge',
      [
        [0, 0],
        [4, 0],
        [2, 0],
        [2, 2],
        [0, 0],
      ],
      true,
    ],
    [
      'a spike folding back onto the closing edge',
      [
        [0, 0],
        [3, 0],
        [3, 3],
        [0, 3],
        [0, -1],
        [0, 0],
      ],
      true,
    ],
    [
      'collinear corners',
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ],
      true,
    ],
    [
      'a ring with a repeated corner',
      [
        [0, 0],
        [2, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ],
      false,
    ],
    [
      'fewer than 3 distinct corners',
      [
        [0, 0],
        [1, 1],
        [1, 1],
        [0, 0],
      ],
      true,
    ],
    [
      'a straight edge through a corner-free middle',
      [
        [0, 0],
        [2, 0],
        [4, 0],
        [4, 2],
        [0, 2],
        [0, 0],
      ],
      false,
    ],
  ])('%s: %s', (_case, ring, expected) => {
    expect(ringSelfIntersects(ring)).toBe(expected)
  })

  it('never flags a convex polygon', () => {
    fc.assert(fc.property(convexRing, (ring) => !ringSelfIntersects(ring)))
  })

  it('flags a convex polygon whose two neighbouring corners are swapped (a bow tie appears)', () => {
    fc.assert(
      fc.property(
        convexRing.filter((ring) => ring.length >= 5),
        fc.nat(),
        (ring, seed) => {
          const corners = ring.slice(0, -1)
          const i = seed % corners.length
          const j = (i + 1) % corners.length
          const swapped = [...corners]
          ;[swapped[i], swapped[j]] = [corners[j] ?? [], corners[i] ?? []]
          return ringSelfIntersects([...swapped, swapped[0] ?? []])
        },
      ),
    )
  })

  it('gives the same answer starting from any corner', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 7 }), fc.nat(), (corners, shift) => {
        const rotated = corners.map((_, i): P => corners[(i + shift) % corners.length] ?? [0, 0])
        const close = (list: P[]): P[] => [...list, list[0] ?? [0, 0]]
        return ringSelfIntersects(close(corners)) === ringSelfIntersects(close(rotated))
      }),
    )
  })
})
