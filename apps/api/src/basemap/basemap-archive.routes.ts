import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { BASEMAP_ARCHIVE_PATH } from '../config/basemap-archive-path.js'
import { byteRange } from './byte-range.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/**
 * `GET` and `HEAD /basemap.pmtiles`: the operator's PMTiles archive, read by the site's map in
 * byte ranges (a header and directories first, then one range per tile), so every answer to a
 * Range request is a 206 with just those bytes. The ETag (size and modification time) lets the
 * map's pmtiles reader notice a replaced archive. Never compressed: a Range counts the file's own
 * bytes. Public, like the site's other assets.
 */
export async function basemapArchiveRoutes(app: SchemaTypedApp, options: { file: string }): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: BASEMAP_ARCHIVE_PATH,
    config: { public: true },
    compress: false,
    schema: {
      tags: ['operations'],
      summary: "The site's vector basemap: a PMTiles archive, served in byte ranges",
      security: [],
      hide: true,
    },
    handler: async (request, reply) => {
      const file = await stat(options.file)
      const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', file.mtime.toUTCString())
        .header('cache-control', 'public, max-age=3600')
        .type('application/vnd.pmtiles')
      const range = byteRange(request.headers.range, file.size)
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send()
      }
      const { start, end } = range === 'whole' ? { start: 0, end: file.size - 1 } : range
      if (range !== 'whole') reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`)
      reply.header('content-length', String(Math.max(0, end - start + 1)))
      if (request.method === 'HEAD' || file.size === 0) return reply.send()
      return reply.send(createReadStream(options.file, { start, end }))
    },
  })
}
