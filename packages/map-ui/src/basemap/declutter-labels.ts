/** A label's box on screen, in pixels: its centre and size. */
export interface LabelBox {
  x: number
  y: number
  width: number
  height: number
}

/** A name that would like a place on screen. */
export interface LabelCandidate {
  box: LabelBox
  /** Higher ranks are placed first; a lower-ranked name that would overlap one is left out. */
  rank: number
  /** Other boxes the name may take, in order, when `box` is not free. */
  alternatives?: readonly LabelBox[]
}

/** Pixels kept free between two names, so their halos do not touch. */
export const LABEL_GAP_PX = 4

function overlaps(a: LabelBox, b: LabelBox, gap: number): boolean {
  return (
    Math.abs(a.x - b.x) * 2 < a.width + b.width + gap * 2 && Math.abs(a.y - b.y) * 2 < a.height + b.height + gap * 2
  )
}

/**
 * The names to write so that no two overlap: highest rank first (ties keep their given order),
 * each kept only when its box (or else its first free alternative, which it then carries as its
 * `box`) clears every name kept before it and every obstacle, at most `limit` of them. A plain
 * greedy pass: a map shows at most a few hundred candidates, so no spatial index is needed.
 *
 * @example
 * declutterLabels([
 *   { box: { x: 0, y: 0, width: 40, height: 12 }, rank: 1 },
 *   { box: { x: 10, y: 2, width: 40, height: 12 }, rank: 2 },
 * ]) // [the second: it outranks the first, which it overlaps]
 */
export function declutterLabels<T extends LabelCandidate>(
  candidates: readonly T[],
  limit = Number.POSITIVE_INFINITY,
  gap = LABEL_GAP_PX,
  obstacles: readonly LabelBox[] = [],
): T[] {
  const ordered = candidates.map((candidate, index) => ({ candidate, index }))
  ordered.sort((a, b) => b.candidate.rank - a.candidate.rank || a.index - b.index)
  const kept: T[] = []
  const taken: LabelBox[] = [...obstacles]
  for (const { candidate } of ordered) {
    if (kept.length >= limit) break
    const box = [candidate.box, ...(candidate.alternatives ?? [])].find((option) =>
      taken.every((other) => !overlaps(option, other, gap)),
    )
    if (!box) continue
    kept.push(box === candidate.box ? candidate : { ...candidate, box })
    taken.push(box)
  }
  return kept
}
