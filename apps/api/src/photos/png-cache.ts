/** Bytes of PNGs one process keeps: about 5,000 card photos, or 400 gallery ones. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

/**
 * PNGs already rasterised, by the drawing they were made from: a drawing is a pure function of
 * its listing, index and size, so the same text always makes the same PNG and an entry can never
 * be wrong (any process would make the same). Rasterising a card photo costs about 3.5 ms of CPU,
 * and a page of results asks for the same photos as the one before it more often than not (the
 * same listings under another filter or sort, a card's photos paged back and forth). Bounded by
 * bytes, the least recently used dropped first; one drawing asked for twice at once is rasterised
 * once.
 */
export class PngCache {
  readonly #done = new Map<string, Buffer>()
  readonly #pending = new Map<string, Promise<Buffer>>()
  #bytes = 0

  constructor(
    private readonly rasterise: (svg: string) => Promise<Buffer>,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** The PNG of `svg`, rasterised unless it is kept or on its way. */
  png(svg: string): Promise<Buffer> {
    const kept = this.#done.get(svg)
    if (kept) {
      // Most recently used goes last: the Map's order is the eviction order.
      this.#done.delete(svg)
      this.#done.set(svg, kept)
      return Promise.resolve(kept)
    }
    const pending = this.#pending.get(svg)
    if (pending) return pending
    const made = this.rasterise(svg).then(
      (png) => {
        this.#pending.delete(svg)
        this.#keep(svg, png)
        return png
      },
      (error: unknown) => {
        this.#pending.delete(svg)
        throw error
      },
    )
    this.#pending.set(svg, made)
    return made
  }

  /** How many PNGs and bytes are kept (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#done.size, bytes: this.#bytes }
  }

  #keep(svg: string, png: Buffer): void {
    if (png.length > this.maxBytes) return
    this.#done.set(svg, png)
    this.#bytes += png.length
    for (const [oldest, kept] of this.#done) {
      if (this.#bytes <= this.maxBytes) break
      this.#done.delete(oldest)
      this.#bytes -= kept.length
    }
  }
}
