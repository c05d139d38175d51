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

/** The pairwise definition the sweep must agree with: O(n²), fine for small rings. */
function pairwiseSelfIntersects(ring: readonly P[]): boolean {
  const corners = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]?.[0] || p[1] !== ring[i - 1]?.[1])
  const [x0, y0] = corners[0] ?? [0, 0]
  const [xl, yl] = corners[corners.length - 1] ?? [0, 0]
  if (corners.length > 1 && x0 === xl && y0 === yl) corners.pop()
  const n = corners.length
  if (n < 3) return true
  const at = (i: number): P => corners[i % n] ?? [0, 0]
  const orient = (a: P, b: P, c: P) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
  let area = 0
  for (let i = 0; i < n; i++) area += at(i)[0] * at(i + 1)[1] - at(i + 1)[0] * at(i)[1]
  if (area === 0) return true
  const between = (p: P, q: P, c: P) =>
    Math.min(p[0], q[0]) <= c[0] &&
    c[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= c[1] &&
    c[1] <= Math.max(p[1], q[1])
  const segmentsMeet = (a1: P, a2: P, b1: P, b2: P) => {
    const [d1, d2, d3, d4] = [orient(b1, b2, a1), orient(b1, b2, a2), orient(a1, a2, b1), orient(a1, a2, b2)]
    if (d1 * d2 < 0 && d3 * d4 < 0) return true
    return (
      (d1 === 0 && between(b1, b2, a1)) ||
      (d2 === 0 && between(b1, b2, a2)) ||
      (d3 === 0 && between(a1, a2, b1)) ||
      (d4 === 0 && between(a1, a2, b2))
    )
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a1, a2, b1, b2] = [at(i), at(i + 1), at(j), at(j + 1)]
      if (j === i + 1 || (i === 0 && j === n - 1)) {
        // neighbours: they share one corner; they touch beyond it only when they run on along one line
        const [s, p, q] = j === i + 1 ? [a2, a1, b2] : [a1, a2, b1]
        if (orient(s, p, q) === 0 && (p[0] - s[0]) * (q[0] - s[0]) + (p[1] - s[1]) * (q[1] - s[1]) > 0) return true
      } else if (segmentsMeet(a1, a2, b1, b2)) return true
    }
  }
  return false
}

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

  it('agrees with the pairwise check on rings full of shared lines, touching corners and vertical edges', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 12 }), (corners) => {
        const ring = [...corners, corners[0] ?? [0, 0]]
        return ringSelfIntersects(ring) === pairwiseSelfIntersects(ring)
      }),
      { numRuns: 20_000 },
    )
  })

  it('agrees with the pairwise check on larger rings', () => {
    const wide = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }))
    fc.assert(
      fc.property(fc.array(wide, { minLength: 3, maxLength: 60 }), (corners) => {
        const ring = [...corners, corners[0] ?? [0, 0]]
        return ringSelfIntersects(ring) === pairwiseSelfIntersects(ring)
      }),
      { numRuns: 2_000 },
    )
  })

  it('finds the one crossing of a large ring', () => {
    // 2,000 corners: a star (simple, concave), then a circle with two neighbouring corners swapped
    const corner = (i: number, radius: number): P => [
      radius * Math.cos((2 * Math.PI * i) / 2000),
      radius * Math.sin((2 * Math.PI * i) / 2000),
    ]
    const star = Array.from({ length: 2000 }, (_, i) => corner(i, i % 2 === 0 ? 1 : 0.5))
    expect(ringSelfIntersects([...star, star[0] ?? [0, 0]])).toBe(false)
    const circle = Array.from({ length: 2000 }, (_, i) => corner(i, 1))
    ;[circle[700], circle[701]] = [corner(701, 1), corner(700, 1)]
    expect(ringSelfIntersects([...circle, circle[0] ?? [0, 0]])).toBe(true)
  })
})
