import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.js'
import { listingLinks } from '../listings/index.js'
import { configuredBase, requestBase } from './public-origin.js'
import { findSitemapListings, findSitemapPageDates, type SitemapListingRow } from './sitemap.repository.js'
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, sitemapUrlSet, w3cDatetime } from './sitemap-xml.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** Options of `sitemapRoutes`. */
export type SitemapRoutesOptions = {
  /** The served site's API token (IDX_SITE_TOKEN): its markets' listings are listed. */
  siteToken: string
  /** IDX_PUBLIC_URL: the base of every absolute URL; unset: a loopback Host, else the address the server was reached at (public-origin.ts). */
  publicUrl?: string | undefined
  /** URLs per sitemap file before the index splits them into pages; default and most 50,000 (the protocol's limit). */
  pageSize?: number
}

/** Crawlers re-read these often enough; a few minutes keeps a burst of them off the database. */
const CACHE_CONTROL = 'public, max-age=300'
const XML = 'application/xml; charset=utf-8'
const TEXT = 'text/plain; charset=utf-8'
/** A page number as the path writes it: 1, 2, … (no sign, no leading zero, at most 9 digits). */
const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/

const xmlResponse = (description: string) => ({
  200: { description, content: { 'application/xml': { schema: { type: 'string' } } } },
  400: { $ref: 'JsonApiError#' },
})

/**
 * `GET /sitemap.xml`, `GET /sitemap-{n}.xml` and `GET /robots.txt`: public, outside /api/v3, like
 * the pages they describe. The sitemap lists the full page of every for-sale listing (Active,
 * Pending, Coming Soon) of the served site's markets, password-protected ones included (their page
 * is public: it shows the gate, without a price), with `<lastmod>` from
 * `data_source_listing_updated_at`. Past `pageSize` listings, /sitemap.xml is an index of
 * /sitemap-{n}.xml pages.
 */
export async function sitemapRoutes(app: SchemaTypedApp, options: SitemapRoutesOptions): Promise<void> {
  const pageSize = options.pageSize ?? SITEMAP_MAX_URLS
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_MAX_URLS) {
    throw new Error(`sitemapRoutes pageSize must be an integer from 1 to ${SITEMAP_MAX_URLS}, got ${pageSize}`)
  }
  const configured = configuredBase(options.publicUrl)
  const baseOf = (request: FastifyRequest) => configured ?? requestBase(request)

  const send = (reply: FastifyReply, type: string, body: string) => {
    // Built from the Host header, the body differs per host: shared caches must key on it.
    if (configured === null) reply.header('vary', 'host')
    return reply.header('cache-control', CACHE_CONTROL).type(type).send(body)
  }
  const urlSet = (base: string, rows: readonly SitemapListingRow[]) =>
    sitemapUrlSet(
      rows.map((row) => ({
        loc: `${base}${listingLinks(row).full}`,
        lastmod: w3cDatetime(row.data_source_listing_updated_at),
      })),
    )

  app.get(
    '/sitemap.xml',
    {
      config: { public: true },
      schema: {
        tags: ['seo'],
        summary: "The sitemap of the site's for-sale listing pages",
        description:
          "Every for-sale listing's full page (/app/listing/{slug}/{id}) as an absolute URL " +
          `with its <lastmod>. Past ${pageSize} listings this is a sitemap index of /sitemap-{n}.xml pages.`,
        security: [],
        response: xmlResponse('A <urlset>, or a <sitemapindex> of pages'),
      },
    },
    async (request, reply) => {
      const base = baseOf(request)
      const first = await findSitemapListings(app.db, options.siteToken, { offset: 0, limit: pageSize })
      if (first.total <= pageSize) return send(reply, XML, urlSet(base, first.rows))
      const pages = await findSitemapPageDates(app.db, options.siteToken, pageSize)
      const index = sitemapIndex(
        pages.map((page) => ({ loc: `${base}/sitemap-${page.page}.xml`, lastmod: w3cDatetime(page.lastmod) })),
      )
      return send(reply, XML, index)
    },
  )

  app.get(
    '/sitemap-:page.xml',
    {
      config: { public: true },
      schema: {
        tags: ['seo'],
        summary: 'One page of the sitemap index',
        description: `Listings ${pageSize} per page, in id order, numbered from 1 as /sitemap.xml lists them.`,
        security: [],
        params: {
          type: 'object',
          required: ['page'],
          properties: { page: { type: 'string', description: 'The page number, from 1' } },
        },
        response: { ...xmlResponse('A <urlset>'), 404: { $ref: 'JsonApiError#' } },
      },
    },
    async (request, reply) => {
      const { page } = request.params
      if (!PAGE_NUMBER.test(page)) {
        throw new ApiError(404, `No sitemap page '${page}': pages are numbered 1, 2, … as /sitemap.xml lists them`)
      }
      const base = baseOf(request)
      const number = Number(page)
      const found = await findSitemapListings(app.db, options.siteToken, {
        offset: (number - 1) * pageSize,
        limit: pageSize,
      })
      if (found.rows.length === 0) {
        throw new ApiError(404, `No sitemap page ${number}: /sitemap.xml lists the pages there are`)
      }
      return send(reply, XML, urlSet(base, found.rows))
    },
  )

  app.get(
    '/robots.txt',
    {
      config: { public: true },
      schema: {
        tags: ['seo'],
        summary: 'robots.txt: every crawler may crawl everything; names the sitemap',
        security: [],
        response: {
          200: { description: 'The robots.txt', content: { 'text/plain': { schema: { type: 'string' } } } },
          400: { $ref: 'JsonApiError#' },
        },
      },
    },
    async (request, reply) => send(reply, TEXT, robotsTxt(`${baseOf(request)}/sitemap.xml`)),
  )
}
