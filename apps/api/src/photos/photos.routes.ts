import type { FastifyReply } from 'fastify'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import { logoSvg } from './logo-svg.js'
import { isPhotoSize, PHOTO_SIZES, photoSvg } from './photo-svg.js'
import { PngCache } from './png-cache.js'
import { rasterisePhoto } from './photo-png.js'
import { checkPhotoSignature } from './photo-signature.js'
import { agentPortraitSvg } from './agent-portrait-svg.js'
import { findAgentName, findFeedName, findPhotoSubject, findSiteName } from './photos.repository.js'
import { publicPhotoUrl } from './public-photo-url.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import './stored-photo-port.js'

const SVG = 'image/svg+xml; charset=utf-8'

/** A generated photo never changes for its URL. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable'
/** A refused hidden photo: no cache keeps the refusal once the listing is unlocked or its password removed. */
const REFUSAL_CACHE = 'no-store'
/** A hidden photo from a signed URL: the unlocking browser's cache only, until the signature expires. */
const signedPhotoCache = (secondsLeft: number) => `private, max-age=${secondsLeft}`
/**
 * An agent's uploaded photo: the listing's photo at an index changes when the agent re-orders its
 * photos, under the same URL, so it is cached briefly rather than for a year.
 */
const POCKET_PHOTO_CACHE = 'public, max-age=300'
/** A logo carries a name that an admin may change. */
const LOGO_CACHE = 'public, max-age=3600'

const svgResponse = (description: string) => ({
  200: { description, content: { 'image/svg+xml': { schema: { type: 'string' } } } },
  302: { description: "An imported listing's photo: the MLS's own image (RESO Media URL), at Location" },
  400: { $ref: 'JsonApiError#' },
  404: { $ref: 'JsonApiError#' },
})

const idParam = (description: string) => ({ type: 'string', pattern: '^[0-9]+$', maxLength: 10, description }) as const

function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type(SVG).send(svg)
}

/** The formats a photo is served in: the drawing itself, or that drawing rasterised. */
const PHOTO_FORMATS = ['png', 'svg'] as const
type PhotoFormat = (typeof PHOTO_FORMATS)[number]

const photoResponse = (format: PhotoFormat) => ({
  200: {
    description:
      format === 'png' ? 'The photo, as a PNG (a stored photo: WebP or JPEG)' : 'The photo, as an SVG drawing',
    content:
      format === 'png'
        ? {
            'image/png': { schema: { type: 'string' } },
            'image/webp': { schema: { type: 'string' } },
            'image/jpeg': { schema: { type: 'string' } },
          }
        : { 'image/svg+xml': { schema: { type: 'string' } } },
  },
  400: { $ref: 'JsonApiError#' },
  404: { $ref: 'JsonApiError#' },
})

const signatureQuery = {
  type: 'object',
  properties: {
    expires: {
      type: 'string',
      maxLength: 16,
      description: "Signed URLs only: when the signature expires (Unix seconds; the unlock's expiry).",
    },
    max_size: {
      type: 'string',
      maxLength: 16,
      description: 'Signed URLs only: the size the URL was signed for; it serves that size and the smaller ones.',
    },
    signature: {
      type: 'string',
      maxLength: 64,
      description:
        'Signed URLs only: HMAC-SHA256 (base64url) over the listing id, index, max_size and expires, keyed by the ' +
        "server's photo signing key and bound to the listing's current password.",
    },
  },
} as const

/** How a hidden photo is refused: as if it did not exist, so a guess learns nothing about it. */
function hiddenPhotoRefusal(reply: FastifyReply, listingId: number, index: number): never {
  // The error handler answers with the headers already set on the reply.
  void reply.header('cache-control', REFUSAL_CACHE)
  throw new ApiError(404, `No photo ${index} of listing ${listingId} without a valid signature`)
}

/**
 * Generated images, public because an <img> cannot send a Bearer token:
 * `GET photos/{listing_id}/{index}/{width}x{height}.png` (a listing's photos, index from 0; `.svg`
 * gives the same picture as a drawing), `GET feeds/{id}/logo.svg`, `GET sites/{id}/logo.svg` and
 * `GET agents/{id}/photo.svg` (the demo agents' portraits).
 *
 * The photos the password gate hides (index 1 onwards of a password-protected listing) are served
 * only from a signed URL (photo-signature.ts), as answers give them to a request that unlocked the
 * listing; without a valid signature they are a 404 like a photo that does not exist, whatever the
 * index, so a guess learns neither the photo nor how many there are. Photo 0 is the cover the gate
 * shows to everyone. One primary-key lookup tells the route both the photo and the lock.
 */
export async function photosRoutes(app: SchemaTypedApp): Promise<void> {
  const pngs = new PngCache(rasterisePhoto)
  for (const format of PHOTO_FORMATS) {
    app.get(
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
            'The image never changes for its URL, so it is cached for a year (public). ' +
            "A password-protected listing's photos from index 1 are served only with the signature its listing " +
            'answers put in photo_urls once unlocked (X-Listing-Unlock): `?expires=…&max_size=…&signature=…`, ' +
            'valid until the unlock expires, for max_size and smaller sizes, while the listing keeps its password; ' +
            'such answers are `cache-control: private`. Without a valid signature they answer 404 ' +
            "(`cache-control: no-store`), whether or not the photo exists. An imported listing's photo is " +
            "a 302 to the MLS's own image (RESO Media's MediaURL) when that is an https address on a public host, " +
            'until the copy job has stored it; a plain-http or internal address is drawn instead. A stored photo ' +
            "(a pocket listing's upload, or an MLS photo's copy) is served at the size: WebP when Accept takes " +
            "image/webp, else JPEG (`Vary: Accept`); a pocket listing's for 5 minutes (re-ordering changes it).",
          params: {
            type: 'object',
            required: ['listingId', 'index', 'size'],
            properties: {
              listingId: idParam('The listing id'),
              index: idParam('Which photo, from 0'),
              size: { type: 'string', description: `WIDTHxHEIGHT, one of ${PHOTO_SIZES.join(', ')}` },
            },
          },
          querystring: signatureQuery,
          response: photoResponse(format),
        },
      },
      async (request, reply) => {
        const { listingId, index, size } = request.params
        if (!isPhotoSize(size)) {
          throw new ApiError(400, `Photo size '${size}' is not offered; use one of ${PHOTO_SIZES.join(', ')}`)
        }
        const id = parseResourceId(listingId)
        const listing = id === null ? undefined : await findPhotoSubject(app.db, id, Number(index))
        if (!listing) throw new ApiError(404, `No listing ${listingId}`)
        const photoIndex = Number(index)
        let cacheControl = PHOTO_CACHE
        // Checked before the photo count, so a refusal says nothing about how many photos there are.
        if (listing.password_fingerprint !== null && photoIndex > 0) {
          const nowSeconds = Math.floor(Date.now() / 1000)
          const check = checkPhotoSignature(
            await app.photoSigningKey(),
            { listingId: listing.id, index: photoIndex, size, passwordFingerprint: listing.password_fingerprint },
            request.query,
            nowSeconds,
          )
          if (check.verdict !== 'valid') hiddenPhotoRefusal(reply, listing.id, photoIndex)
          cacheControl = signedPhotoCache(check.expires - nowSeconds)
        }
        if (photoIndex >= listing.photo_count) {
          throw new ApiError(
            404,
            `Listing ${listing.id} has ${listing.photo_count} photos (indexes 0 to ${listing.photo_count - 1})`,
          )
        }
        // A stored photo (an agent's upload, or the MLS photo's copy made by the copy job) is served
        // at the size asked for, WebP to browsers that take it, else JPEG.
        if (listing.stored_key !== null && format === 'png') {
          const stored = await app.storedPhotoSize(listing.stored_key, size, request.headers.accept)
          if (stored) {
            return reply
              .header(
                'cache-control',
                listing.pocket && cacheControl === PHOTO_CACHE ? POCKET_PHOTO_CACHE : cacheControl,
              )
              .header('vary', 'Accept')
              .type(stored.contentType)
              .send(stored.body)
          }
        }
        // An imported listing's photo is the MLS's own (RESO Media): the browser is sent there, at
        // whatever size the MLS serves, after the same lock check (a hidden photo's signed URL
        // still leads to it). Only https addresses on public hosts: anything else is drawn.
        const mlsPhoto = publicPhotoUrl(listing.media_url)
        if (mlsPhoto) return reply.header('cache-control', cacheControl).redirect(mlsPhoto, 302)
        const svg = photoSvg({
          listingId: listing.id,
          index: photoIndex,
          size,
          listingType: listing.type,
          title: listing.title,
        })
        if (format === 'svg') return sendSvg(reply, svg, cacheControl)
        return reply
          .header('cache-control', cacheControl)
          .type('image/png')
          .send(await pngs.png(svg))
      },
    )
  }

  app.get(
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

  app.get(
    '/agents/:id/photo.svg',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: "An agent's portrait (a generated drawing; the demo agents' picture_url)",
        params: { type: 'object', required: ['id'], properties: { id: idParam('The agent id') } },
        response: svgResponse('The portrait'),
      },
    },
    async (request, reply) => {
      const id = parseResourceId(request.params.id)
      const agent = id === null ? undefined : await findAgentName(app.db, id)
      if (!agent) throw new ApiError(404, `No agent ${request.params.id}`)
      const name = [agent.first_name, agent.last_name].filter(Boolean).join(' ')
      return sendSvg(reply, agentPortraitSvg(agent.id, name), PHOTO_CACHE)
    },
  )

  app.get(
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
      return sendSvg(reply, logoSvg(site.name, '#a4473c', { size: 22, weight: 700 }), LOGO_CACHE)
    },
  )
}
