// `npm run bench` (domain part): how long validateSearchQuery takes on the largest drawn shape it
// accepts, and on the shapes an attacker would send instead. The API validates every search and
// cluster body with it on the event loop, so its worst case is a pause every request can cause.
import { SEARCH_MAX_POLYGON_POSITIONS, validateSearchQuery } from '../src/index'

type Ring = number[][]
const close = (corners: Ring): Ring => [...corners, corners[0] ?? []]

/** A star: alternating long and short spokes (concave, simple), `count` positions closed. */
function star(count: number): Ring {
  return close(
    Array.from({ length: count - 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / (count - 1)
      const radius = i % 2 === 0 ? 0.1 : 0.05
      return [-97.75 + radius * Math.cos(angle), 30.27 + radius * Math.sin(angle)]
    }),
  )
}

/** A comb: long thin teeth side by side, so the sweep line cuts every tooth at once (its worst case). */
function comb(count: number): Ring {
  const teeth = Math.floor((count - 3) / 4)
  const corners: Ring = []
  for (let t = 0; t < teeth; t++) {
    const x = -97.8 + t * 0.0002
    corners.push([x, 30.2], [x, 30.4], [x + 0.0001, 30.4], [x + 0.0001, 30.2])
  }
  corners.push([-97.8 + teeth * 0.0002, 30.2], [-97.8 + teeth * 0.0002, 30.1], [-97.8, 30.1])
  return close(corners)
}

const query = (ring: Ring) => ({ filter: { geo_shape: { value: { type: 'Polygon', coordinates: [ring] } } } })

/** Milliseconds of CPU per call (median and worst of `runs`), after a warm-up. */
function measure(input: unknown, runs: number): { median: number; worst: number; ok: boolean } {
  let ok = false
  for (let i = 0; i < 5; i++) ok = validateSearchQuery(input).ok
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage()
    validateSearchQuery(input)
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(runs / 2)] ?? 0, worst: times[runs - 1] ?? 0, ok }
}

const runs = Number(process.env.BENCH_VALIDATION_RUNS ?? 50)
const rows: [string, unknown][] = [
  [`star, ${SEARCH_MAX_POLYGON_POSITIONS} positions (largest allowed)`, query(star(SEARCH_MAX_POLYGON_POSITIONS))],
  [`comb, ${SEARCH_MAX_POLYGON_POSITIONS} positions (largest allowed)`, query(comb(SEARCH_MAX_POLYGON_POSITIONS))],
  ['star, 45,000 positions (refused)', query(star(45_000))],
]
console.log(`@idx/domain validateSearchQuery, ${runs} calls each (CPU ms; budget 50 ms)`)
console.log('input'.padEnd(44) + 'valid'.padStart(7) + 'median'.padStart(9) + 'worst'.padStart(9))
for (const [name, input] of rows) {
  const { median, worst, ok } = measure(input, runs)
  console.log(name.padEnd(44) + String(ok).padStart(7) + median.toFixed(2).padStart(9) + worst.toFixed(2).padStart(9))
}
