import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gunzipSync, gzip } from 'node:zlib'

/** The encodings a cached page is kept in besides its plain bytes. */
export type PageEncoding = 'br' | 'gzip'

/** One rendered page as the cache keeps it: what the answer sends, and what it was made from. */
export type CachedPage = {
  /** The validator the page was answered with (`W/"…"`): key, shared versions and build together. */
  etag: string
  status: number
  /** Headers that belong to the page itself (its Content-Security-Policy); the cache adds its own. */
  headers: Readonly<Record<string, string>>
  /**
   * The plain bytes until the compressed copies are made; then null (read them with plainBody):
   * nearly every client takes gzip or brotli, and a page weighs a third as much without them.
   */
  body: Buffer | null
  /** Compressed copies, added once made (after the first answer went out). */
  encoded: Partial<Record<PageEncoding, Buffer>>
}

/** A kept page's plain bytes, unzipped from its gzip copy once the plain ones are let go. */
export function plainBody(page: CachedPage): Buffer {
  if (page.body !== null) return page.body
  if (page.encoded.gzip === undefined) throw new Error('a kept page lost its plain bytes before its gzip copy was made')
  return gunzipSync(page.encoded.gzip)
}

/** What one entry weighs against the cap: its bodies and a fixed allowance for the rest. */
const ENTRY_OVERHEAD_BYTES = 1024

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Compressed once per page and kept, so they can afford more effort than the per-answer
 * compression of @fastify/compress (gzip level 1, brotli 4), on libuv's thread pool, never on
 * the answer's path. Not the most (gzip 9, brotli 11): on a server's few cores that effort is taken
 * from the pages being rendered meanwhile, for a few per cent fewer bytes.
 */
const ENCODERS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => gzipAsync(body, { level: 6 }),
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
}

/**
 * This process's rendered pages, least recently used first out, their bytes capped. It decides
 * nothing about validity: an entry is found by its key and used only when its `etag` is the one
 * the request's fresh read of the shared versions gives (see listing-page-cache.ts), so a page
 * changed through any process is never answered from here.
 *
 * @example
 * const cache = new PageCache(64 * 1024 * 1024)
 * cache.set('key', page) // then cache.get('key')?.etag === page.etag
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>()
  /** Each kept page's copies being made, for the first answer to wait on (encodedBody). */
  readonly #encoding = new WeakMap<CachedPage, Record<PageEncoding, Promise<Buffer | null>>>()
  #bytes = 0

  /** `maxBytes` 0 keeps nothing (every page is rendered; validators and headers still apply). */
  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size
  }

  /** Bytes held: every body, compressed copies included, and each entry's allowance. */
  get bytes(): number {
    return this.#bytes
  }

  /** The entry at `key`, now the most recently used; undefined when there is none. */
  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  /**
   * Keeps `page` at `key` (in place of what was there), drops the least recently used entries
   * until the cap holds, and starts its compressed copies on libuv's thread pool: `first` (the
   * one its first answer waits for) now, the other once that is made and the answer has had its
   * turn (starting a brotli encoder takes most of a millisecond of the main thread, and two
   * copies at once share the cores with the render of the next page). A page larger than the
   * cap is not kept.
   */
  set(key: string, page: CachedPage, first: PageEncoding = 'gzip'): void {
    this.delete(key)
    const weight = weightOf(page)
    if (weight > this.maxBytes || page.body === null) return
    this.#entries.set(key, page)
    this.#bytes += weight
    this.#evict()
    const plain = page.body
    const second: PageEncoding = first === 'gzip' ? 'br' : 'gzip'
    const firstCopy = ENCODERS[first](plain).catch(() => null)
    const secondCopy = firstCopy
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      // Not for a page no longer kept here by then.
      .then(() => (this.#entries.get(key) === page ? ENCODERS[second](plain).catch(() => null) : null))
    const encoding = { [first]: firstCopy, [second]: secondCopy } as Record<PageEncoding, Promise<Buffer | null>>
    this.#encoding.set(page, encoding)
    void this.#keepCopies(key, page, plain, encoding)
  }

  /**
   * A page's copy in `encoding`: the kept one, or the one being made when `page` was just kept (so
   * its first answer is compressed once, off the main thread); null when there is none.
   */
  async encodedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer | null> {
    return page.encoded[encoding] ?? (await this.#encoding.get(page)?.[encoding]) ?? null
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (entry === undefined) return
    this.#entries.delete(key)
    this.#bytes -= weightOf(entry)
  }

  #evict(): void {
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return
      this.delete(key)
    }
  }

  async #keepCopies(
    key: string,
    page: CachedPage,
    plain: Buffer,
    encoding: Record<PageEncoding, Promise<Buffer | null>>,
  ): Promise<void> {
    for (const name of Object.keys(encoding) as PageEncoding[]) {
      const encoded = await encoding[name]
      // Only into the entry still kept under its key: a replaced or dropped one weighs nothing.
      if (encoded === null || this.#entries.get(key) !== page) return
      page.encoded[name] = encoded
      this.#bytes += encoded.length
    }
    this.#encoding.delete(page)
    // Both copies made: the plain bytes go (plainBody unzips them for the rare client taking neither).
    page.body = null
    this.#bytes -= plain.length
    this.#evict()
  }
}

function weightOf(page: CachedPage): number {
  const encoded = Object.values(page.encoded).reduce((sum, body) => sum + body.length, 0)
  return (page.body?.length ?? 0) + encoded + ENTRY_OVERHEAD_BYTES
}

/**
 * The encoding to answer a request's `Accept-Encoding` with among those `available`: brotli before
 * gzip (smaller) unless the client ranks them otherwise by `q`; null for the plain bytes (nothing
 * acceptable is available, or `identity` is all it takes).
 *
 * @example
 * pickEncoding('gzip, deflate, br', ['gzip', 'br']) // 'br'
 * pickEncoding('gzip;q=1, br;q=0.5', ['gzip', 'br']) // 'gzip'
 * pickEncoding('br;q=0', ['br']) // null
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly PageEncoding[],
): PageEncoding | null {
  if (!acceptEncoding || available.length === 0) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.trim())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: PageEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  let best: PageEncoding | null = null
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding) || weightOf(encoding) <= 0) continue
    if (best === null || weightOf(encoding) > weightOf(best)) best = encoding
  }
  return best
}
