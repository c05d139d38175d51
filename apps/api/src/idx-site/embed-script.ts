import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ifNoneMatchHits } from './listing-page-cache.js'
import { pickEncoding, type PageEncoding } from './page-cache.js'

/** How long a browser or cache keeps /embed.js before asking again: a new build reaches pages within minutes. */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=300'

type EmbedScript = { etag: string; plain: Buffer; encoded: Partial<Record<PageEncoding, Buffer>> }

/** The built script and the .br and .gz apps/idx's build writes beside it; null when not built. */
async function readEmbedScript(dir: string): Promise<EmbedScript | null> {
  const path = join(dir, 'embed.js')
  const plain = await readFile(path).catch(() => null)
  if (plain === null) return null
  const encoded: EmbedScript['encoded'] = {}
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const bytes = await readFile(path + suffix).catch(() => null)
    if (bytes !== null) encoded[encoding] = bytes
  }
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`
  return { etag, plain, encoded }
}

/**
 * `GET /embed.js`: the script a brokerage's page includes to show the site in a frame (apps/idx
 * README, "Embedding"), from apps/idx's build (`dir`, its dist/). Public and cross-origin like any
 * script on a CDN, kept five minutes with an ETag for the 304 after; 503 when the site is not built.
 */
export async function registerEmbedScript(app: FastifyInstance, dir: string | null): Promise<void> {
  // Read once it is there (the build does not change while the server runs).
  let script: EmbedScript | null = null
  app.get(
    '/embed.js',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: "The embed script a brokerage's page includes to show the site (<idx-search> and the other elements)",
        security: [],
      },
    },
    async (request, reply) => {
      script ??= dir === null ? null : await readEmbedScript(dir)
      reply.header('access-control-allow-origin', '*')
      if (script === null) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The idx site has not been built: run `npm run build` (or `npm start`, which builds it).')
      }
      reply
        .header('cache-control', EMBED_SCRIPT_CACHE_CONTROL)
        .header('etag', script.etag)
        .header('vary', 'Accept-Encoding')
        .type('text/javascript; charset=utf-8')
      if (ifNoneMatchHits(request.headers['if-none-match'], script.etag)) return reply.status(304).send()
      const encoding = pickEncoding(request.headers['accept-encoding'], Object.keys(script.encoded) as PageEncoding[])
      const encoded = encoding === null ? undefined : script.encoded[encoding]
      if (encoding !== null && encoded !== undefined) return reply.header('content-encoding', encoding).send(encoded)
      return reply.send(script.plain)
    },
  )
}
