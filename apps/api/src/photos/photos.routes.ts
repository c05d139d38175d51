import type { FastifyInstance, FastifyReply } from 'fastify'
import { ApiError } from '../errors.js'
import { parseResourceId } from '../resource-id.js'
import { logoSvg } from './logo-svg.js'
import { isPhotoSize, PHOTO_SIZES, photoSvg } from './photo-svg.js'
import { rasterisePhoto } from './photo-png.js'
import { findFeedName, findPhotoSubject, findSiteName } from './photos.repository.js'

const SVG = 'image/svg+xml; charset=utf-8'

/** A generated photo never changes for its URL. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable'
/** A logo carries a name that an admin may change. */
const LOGO_CACHE = 'public, max-age=3600'

const svgResponse = (description: string) => ({
  200: { description, content: { 'image/svg+xml': { schema: { type: 'string' } } } },
  400: { $ref: 'JsonApiError#' },
  404: { $ref: 'JsonApiError#' },
})

const idParam = (description: string) => ({ type: 'string', pattern: '^[0-9]+$', maxLength: 10, description })

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type(SVG).send(svg)
}

/** The formats a photo is served in: the drawing itself, or that drawing rasterised. */
const PHOTO_FORMATS = ['png', 'svg'] as const
type PhotoFormat = (typeof PHOTO_FORMATS)[number]

const photoResponse = (format: PhotoFormat) => ({
  200: {
    description: format === 'png' ? 'The photo, as a PNG' : 'The photo, as an SVG drawing',
    content: { [format === 'png' ? 'image/png' : 'image/svg+xml']: { schema: { type: 'string' } } },
  },
  400: { $ref: 'JsonApiError#' },
  404: { $ref: 'JsonApiError#' },
})

/**
 * Generated images, public because an <img> cannot send a Bearer token:
 * `GET photos/{listing_id}/{index}/{width}x{height}.png` (a listing's photos, index from 0; `.svg`
 * gives the same picture as a drawing), `GET feeds/{id}/logo.svg` and `GET sites/{id}/logo.svg`.
 */
export async function photosRoutes(app: FastifyInstance): Promise<void> {
  for (const format of PHOTO_FORMATS) {
    app.get<{ Params: { listingId: string; index: string; size: string } }>(
      `/photos/:listingId/:index/:size.${format}`,
      {
        config: { public: true },
        schema: {
          tags: ['media'],
          summary:
            format === 'png'
              ? 'A listing photo (a generated illustration, rasterised)'
              : 'A listing photo as an SVG drawing',
          description:
            `Photo \`index\` (from 0, below the listing's photo_count) at one of the sizes ${PHOTO_SIZES.join(', ')}. ` +
            'The image never changes for its URL, so it is cached for a year.',
          params: {
            type: 'object',
            required: ['listingId', 'index', 'size'],
            properties: {
              listingId: idParam('The listing id'),
              index: idParam('Which photo, from 0'),
              size: { type: 'string', description: `WIDTHxHEIGHT, one of ${PHOTO_SIZES.join(', ')}` },
            },
          },
          response: photoResponse(format),
        },
      },
      async (request, reply) => {
        const { listingId, index, size } = request.params
        if (!isPhotoSize(size)) {
          throw new ApiError(400, `Photo size '${size}' is not offered; use one of ${PHOTO_SIZES.join(', ')}`)
        }
        const id = parseResourceId(listingId)
        const listing = id === null ? undefined : await findPhotoSubject(app.db, id)
        if (!listing) throw new ApiError(404, `No listing ${listingId}`)
        const photoIndex = Number(index)
        if (photoIndex >= listing.photo_count) {
          throw new ApiError(
            404,
            `Listing ${listing.id} has ${listing.photo_count} photos (indexes 0 to ${listing.photo_count - 1})`,
          )
        }
        const svg = photoSvg({
          listingId: listing.id,
          index: photoIndex,
          size,
          listingType: listing.type,
          title: listing.title,
        })
        if (format === 'svg') return sendSvg(reply, svg, PHOTO_CACHE)
        return reply
          .header('cache-control', PHOTO_CACHE)
          .type('image/png')
          .send(await rasterisePhoto(svg))
      },
    )
  }

  app.get<{ Params: { id: string } }>(
    '/feeds/:id/logo.svg',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: "An MLS feed's logo (shown with its IDX disclaimer)",
        params: { type: 'object', required: ['id'], properties: { id: idParam('The feed id') } },
        response: svgResponse('The logo'),
      },
    },
    async (request, reply) => {
      const id = parseResourceId(request.params.id)
      const feed = id === null ? undefined : await findFeedName(app.db, id)
      if (!feed) throw new ApiError(404, `No feed ${request.params.id}`)
      return sendSvg(reply, logoSvg(feed.name, '#2f5d8a'), LOGO_CACHE)
    },
  )

  app.get<{ Params: { id: string } }>(
    '/sites/:id/logo.svg',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: "A site's logo",
        params: { type: 'object', required: ['id'], properties: { id: idParam('The site id') } },
        response: svgResponse('The logo'),
      },
    },
    async (request, reply) => {
      const id = parseResourceId(request.params.id)
      const site = id === null ? undefined : await findSiteName(app.db, id)
      if (!site) throw new ApiError(404, `No site ${request.params.id}`)
      return sendSvg(reply, logoSvg(site.name, '#a4473c'), LOGO_CACHE)
    },
  )
}
