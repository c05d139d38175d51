/** A position as `[x, y]` (GeoJSON order: longitude, latitude); extra members are ignored. */
export type PlanePoint = readonly number[]

function samePoint(p: PlanePoint, q: PlanePoint): boolean {
  return p[0] === q[0] && p[1] === q[1]
}

/** Shoelace sum: zero when all corners lie on one line, so the ring encloses nothing. */
function twiceSignedArea(xs: Float64Array, ys: Float64Array): number {
  let sum = 0
  for (let i = 0; i < xs.length; i += 1) {
    const j = (i + 1) % xs.length
    sum += xs[i]! * ys[j]! - xs[j]! * ys[i]!
  }
  return sum
}

/**
 * Whether a closed ring (first position equal to the last) crosses or touches itself anywhere but
 * where neighbouring edges meet. Repeated consecutive positions are ignored; a ring with fewer
 * than 3 distinct corners, or with all corners on one line, counts as self-intersecting because
 * it encloses nothing; two edges that meet at their shared corner but run on along one line
 * (a spike folding back) touch along more than that corner, so they count too.
 *
 * It is a sweep line (Shamos-Hoey), O(n log n) comparisons: the API runs it on every polygon a
 * client sends, so a pairwise check (O(n²): seconds for a large ring) would let one request hold
 * the event loop.
 *
 * @example
 * ringSelfIntersects([[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]) // false (a square)
 * ringSelfIntersects([[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]) // true (a bow tie)
 */
export function ringSelfIntersects(ring: readonly PlanePoint[]): boolean {
  const corners = ring.filter((point, index) => index === 0 || !samePoint(point, ring[index - 1] ?? point))
  const last = corners[corners.length - 1]
  if (corners.length > 1 && last && samePoint(last, corners[0] ?? last)) corners.pop()
  if (corners.length < 3) return true
  const xs = Float64Array.from(corners, (p) => p[0] ?? Number.NaN)
  const ys = Float64Array.from(corners, (p) => p[1] ?? Number.NaN)
  for (let i = 0; i < xs.length; i += 1) if (!Number.isFinite(xs[i]) || !Number.isFinite(ys[i])) return true
  if (twiceSignedArea(xs, ys) === 0) return true
  return new RingSweep(xs, ys).findsContact()
}

/** Twice the signed area of the triangle (a, b, c): positive when c lies left of a -> b, 0 on its line. */
function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
}

/**
 * The sweep over one ring of distinct corners, edge `e` running from corner `e` to corner `e + 1`
 * (the last one back to corner 0). Corners are visited in (x, y) order; `active` holds the edges
 * the sweep line cuts, bottom to top. Two edges that touch become neighbours in `active` before
 * (or at) the first point they share, so only neighbours are compared; at a corner, edges through
 * it are found directly. The first contact ends the sweep, so the order never has to survive one.
 */
class RingSweep {
  private readonly n: number
  private readonly active: number[] = []
  /** Each edge's corner with the smaller (x, y), and its other corner. */
  private readonly left: Int32Array
  private readonly right: Int32Array

  constructor(
    private readonly xs: Float64Array,
    private readonly ys: Float64Array,
  ) {
    this.n = xs.length
    this.left = new Int32Array(this.n)
    this.right = new Int32Array(this.n)
    for (let edge = 0; edge < this.n; edge += 1) {
      const next = (edge + 1) % this.n
      const forward = this.compareCorners(edge, next) < 0
      this.left[edge] = forward ? edge : next
      this.right[edge] = forward ? next : edge
    }
  }

  findsContact(): boolean {
    const order = Array.from({ length: this.n }, (_, i) => i).sort((a, b) => this.compareCorners(a, b))
    for (let k = 1; k < order.length; k += 1) {
      if (this.compareCorners(order[k - 1]!, order[k]!) === 0) return true // a corner visited twice
    }
    for (const corner of order) if (this.visit(corner)) return true
    return false
  }

  private compareCorners(a: number, b: number): number {
    return this.xs[a]! - this.xs[b]! || this.ys[a]! - this.ys[b]!
  }

  private leftEnd(edge: number): number {
    return this.left[edge]!
  }

  private rightEnd(edge: number): number {
    return this.right[edge]!
  }

  /** Which side of `edge` (run left to right) corner `c` lies on: > 0 above, 0 on its line. */
  private side(edge: number, c: number): number {
    const a = this.leftEnd(edge)
    const b = this.rightEnd(edge)
    const { xs, ys } = this
    return orientation(xs[a]!, ys[a]!, xs[b]!, ys[b]!, xs[c]!, ys[c]!)
  }

  /** The first index in `active` from `from` on whose edge has `c` not strictly above it (or strictly below, with `below`). */
  private search(c: number, from: number, below: boolean): number {
    let lo = from
    let hi = this.active.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      const s = this.side(this.active[mid]!, c)
      if (below ? s >= 0 : s > 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Handles the sweep reaching corner `c`; true when a contact is found. */
  private visit(c: number): boolean {
    const incoming = (c + this.n - 1) % this.n
    const outgoing = c
    const from = this.search(c, 0, false)
    const to = this.search(c, from, true)
    // Edges the corner lies on: only its own two edges, ending here, may be among them.
    for (let i = from; i < to; i += 1) {
      const edge = this.active[i]!
      if (edge !== incoming && edge !== outgoing) return true
    }
    const ending = [incoming, outgoing].filter((edge) => this.rightEnd(edge) === c)
    if (to - from !== ending.length) return true // numerically inconsistent order: refuse rather than guess
    this.active.splice(from, to - from)

    const starting = [incoming, outgoing].filter((edge) => this.leftEnd(edge) === c)
    if (starting.length === 2) {
      const turn = this.side(incoming, this.rightEnd(outgoing))
      if (turn === 0) return true // both run on from the corner along one line
      if (turn < 0) starting.reverse()
    }
    this.active.splice(from, 0, ...starting)
    const below = this.active[from - 1]
    const above = this.active[from + starting.length]
    if (starting.length === 0) return below !== undefined && above !== undefined && this.touch(below, above)
    const lowest = starting[0]!
    const highest = starting[starting.length - 1]!
    return (below !== undefined && this.touch(below, lowest)) || (above !== undefined && this.touch(highest, above))
  }

  /** Whether two edges share a point other than the corner where neighbouring edges meet. */
  private touch(a: number, b: number): boolean {
    const { xs, ys, n } = this
    const shared = b === (a + 1) % n ? b : a === (b + 1) % n ? a : -1
    if (shared >= 0) {
      const p = a === shared ? (a + 1) % n : a
      const q = b === shared ? (b + 1) % n : b
      const [sx, sy, px, py, qx, qy] = [xs[shared]!, ys[shared]!, xs[p]!, ys[p]!, xs[q]!, ys[q]!]
      return orientation(sx, sy, px, py, qx, qy) === 0 && (px - sx) * (qx - sx) + (py - sy) * (qy - sy) > 0
    }
    const a1 = a
    const a2 = (a + 1) % n
    const b1 = b
    const b2 = (b + 1) % n
    const d1 = orientation(xs[b1]!, ys[b1]!, xs[b2]!, ys[b2]!, xs[a1]!, ys[a1]!)
    const d2 = orientation(xs[b1]!, ys[b1]!, xs[b2]!, ys[b2]!, xs[a2]!, ys[a2]!)
    const d3 = orientation(xs[a1]!, ys[a1]!, xs[a2]!, ys[a2]!, xs[b1]!, ys[b1]!)
    const d4 = orientation(xs[a1]!, ys[a1]!, xs[a2]!, ys[a2]!, xs[b2]!, ys[b2]!)
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
    return (
      (d1 === 0 && this.within(b1, b2, a1)) ||
      (d2 === 0 && this.within(b1, b2, a2)) ||
      (d3 === 0 && this.within(a1, a2, b1)) ||
      (d4 === 0 && this.within(a1, a2, b2))
    )
  }

  /** Whether corner `c`, on the line through corners `p` and `q`, lies between them. */
  private within(p: number, q: number, c: number): boolean {
    const { xs, ys } = this
    return (
      Math.min(xs[p]!, xs[q]!) <= xs[c]! &&
      xs[c]! <= Math.max(xs[p]!, xs[q]!) &&
      Math.min(ys[p]!, ys[q]!) <= ys[c]! &&
      ys[c]! <= Math.max(ys[p]!, ys[q]!)
    )
  }
}
