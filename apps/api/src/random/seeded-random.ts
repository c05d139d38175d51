import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand'

const FLOAT_STEPS = 2 ** 30

/**
 * A seeded pseudo-random stream (xoroshiro128+ from pure-rand): the same seed gives the same
 * sequence on every machine, which is what makes the demo market identical run after run.
 * Draw order matters, so generators consume it in a fixed order.
 *
 * @example
 * const random = new SeededRandom(42)
 * random.int(1, 6) // the same die roll every run
 */
export class SeededRandom {
  readonly #rng: RandomGenerator

  constructor(seed: number) {
    this.#rng = xoroshiro128plus(seed)
  }

  /** A float in [0, 1). */
  next(): number {
    return unsafeUniformIntDistribution(0, FLOAT_STEPS - 1, this.#rng) / FLOAT_STEPS
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.#rng)
  }

  /** A float from `min` (included) to `max` (excluded). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('SeededRandom.pick needs a non-empty list')
    return items[this.int(0, items.length - 1)] as T
  }

  /** One key of a table of weights, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][]
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let draw = this.next() * total
    for (const [key, weight] of entries) {
      draw -= weight
      if (draw < 0) return key
    }
    return entries[entries.length - 1]![0]
  }

  /** One element of a non-empty list, in proportion to `weightOf(element)`. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0)
    let draw = this.next() * total
    for (const item of items) {
      draw -= weightOf(item)
      if (draw < 0) return item
    }
    if (items.length === 0) throw new Error('SeededRandom.pickWeighted needs a non-empty list')
    return items[items.length - 1] as T
  }

  /** A normally distributed number (Box-Muller). */
  gaussian(mean = 0, deviation = 1): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** `count` distinct elements of a list, in draw order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) out.push(pool.splice(this.int(0, pool.length - 1), 1)[0] as T)
    return out
  }

  /** Lowercase hex of `bytes` random bytes. */
  hex(bytes: number): string {
    let out = ''
    for (let i = 0; i < bytes; i += 1) out += this.int(0, 255).toString(16).padStart(2, '0')
    return out
  }
}
