import { describe, expect, it } from 'vitest'
import { declutterLabels } from './declutter-labels.js'

const at = (x: number, y: number, rank: number, name: string) => ({ name, rank, box: { x, y, width: 40, height: 12 } })

describe('declutterLabels', () => {
  it('keeps the higher-ranked of two overlapping names', () => {
    expect(declutterLabels([at(0, 0, 1, 'zip'), at(10, 2, 2, 'town')]).map((l) => l.name)).toEqual(['town'])
  })

  it('keeps names whose boxes are apart, gap included', () => {
    const kept = declutterLabels([at(0, 0, 1, 'a'), at(42, 0, 1, 'b'), at(0, 17, 1, 'c')], Infinity, 4)
    expect(kept.map((l) => l.name)).toEqual(['a', 'c'])
  })

  it('breaks rank ties by the given order, and stops at the limit', () => {
    const kept = declutterLabels([at(0, 0, 1, 'first'), at(5, 0, 1, 'second'), at(200, 0, 1, 'far')], 1)
    expect(kept.map((l) => l.name)).toEqual(['first'])
  })

  it('never returns two names that overlap', () => {
    const many = Array.from({ length: 200 }, (_, i) => at((i * 37) % 300, (i * 53) % 200, i % 5, String(i)))
    const kept = declutterLabels(many)
    for (const a of kept)
      for (const b of kept)
        if (a !== b) {
          const apart = Math.abs(a.box.x - b.box.x) >= 40 || Math.abs(a.box.y - b.box.y) >= 12
          expect(apart).toBe(true)
        }
    expect(kept.length).toBeGreaterThan(10)
  })
})

describe('declutterLabels with obstacles', () => {
  const marker = { x: 100, y: 100, width: 60, height: 24 }

  it('leaves out a name on an obstacle, or moves it to its first free alternative', () => {
    const onMarker = { name: 'n', rank: 1, box: { x: 100, y: 100, width: 50, height: 14 } }
    expect(declutterLabels([onMarker], Infinity, 4, [marker])).toEqual([])
    const below = { x: 100, y: 123, width: 50, height: 14 }
    const kept = declutterLabels([{ ...onMarker, alternatives: [below] }], Infinity, 4, [marker])
    expect(kept.map((label) => label.box)).toEqual([below])
  })
})
