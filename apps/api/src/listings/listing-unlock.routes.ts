import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { HashQueueFullError, PASSWORD_MAX_LENGTH, verifyPassword } from '../auth/passwords.js'
import { newSecret, secretHash } from '../auth/secrets.js'
import type { Throttle } from '../auth/throttle.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { UNLOCK_HEADER } from '../http-headers/unlock-header.js'
import { errorResponses, resourceDocumentSchema } from '../jsonapi/document-schemas.js'
import {
  NO_UNLOCKS,
  readUnlockTokens,
  UNLOCK_LIFETIME_SECONDS,
  UNLOCK_THROTTLE_RULES,
  UNLOCK_TOKEN_PREFIX,
  unlockedListings,
  unlockThrottleKey,
  WRONG_LISTING_PASSWORD,
  type UnlockedListings,
} from './listing-unlock.js'
import { createListingUnlock, findListingPasswordHash, findListingUnlocks } from './listing-unlock.repository.js'
import type { ListingResourceType } from './listings.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** When the hash queue is full, a second is enough for it to drain a little. */
const HASH_QUEUE_RETRY_SECONDS = 1

/** The `X-Listing-Unlock` header as the listing routes document it. */
export const unlockHeaderSchema = {
  type: 'object',
  properties: {
    [UNLOCK_HEADER]: {
      type: 'string',
      description:
        'Unlock tokens from POST …/{id}/unlock, comma-separated: password-protected listings they unlock ' +
        'answer in full (locked false) instead of without price and gallery (locked true).',
    },
  },
} as const

/**
 * Which of `rows`' listings the request's `X-Listing-Unlock` tokens open, with signed URLs for
 * their hidden photos. Runs a statement only when the request sends tokens and a row is password
 * protected, so a search without the header costs nothing more. A malformed header is a 400 (see
 * readUnlockTokens).
 */
export async function unlockedListingsOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  rows: readonly { id: number; password_protected: boolean }[],
): Promise<UnlockedListings> {
  const tokens = readUnlockTokens(request.headers[UNLOCK_HEADER])
  if (tokens.length === 0) return NO_UNLOCKS
  const protectedIds = rows.filter((row) => row.password_protected).map((row) => row.id)
  if (protectedIds.length === 0) return NO_UNLOCKS
  const grants = await findListingUnlocks(db, request.site.id, tokens.map(secretHash), protectedIds)
  if (grants.size === 0) return NO_UNLOCKS
  return unlockedListings(grants, await request.server.photoSigningKey())
}

const unlockBody = {
  type: 'object',
  properties: {
    password: {
      type: 'string',
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: `The listing password as typed (1 to ${PASSWORD_MAX_LENGTH} characters).`,
    },
  },
  required: ['password'],
  additionalProperties: false,
} as const

const unlockResponse = resourceDocumentSchema(
  'listing_unlocks',
  {
    token: {
      type: 'string',
      description: `The unlock token (${UNLOCK_TOKEN_PREFIX}…): send it back in X-Listing-Unlock.`,
    },
    listing_id: { type: 'integer' },
    expires_at: { type: 'string', format: 'date-time' },
  },
  { id: { type: 'string', description: "The listing's id." } },
)

/** Counts one attempt on each of the gate's limits; over any, answers 429 with the longest Retry-After. */
async function throttleUnlock(
  throttle: Throttle,
  reply: FastifyReply,
  attempt: { siteId: number; listingId: number; ip: string },
): Promise<void> {
  const results = await Promise.all([
    throttle.hit(
      unlockThrottleKey.listingAddress(attempt.siteId, attempt.listingId, attempt.ip),
      UNLOCK_THROTTLE_RULES.listingAddress,
    ),
    throttle.hit(unlockThrottleKey.address(attempt.ip), UNLOCK_THROTTLE_RULES.address),
  ])
  const refused = results.filter((result) => !result.allowed)
  if (refused.length > 0) tooManyAttempts(reply, Math.max(...refused.map((result) => result.retryAfterSeconds)))
}

function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): never {
  // The error handler answers with the headers already set on the reply.
  void reply.header('retry-after', String(retryAfterSeconds))
  throw new ApiError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`)
}

/**
 * `POST /{listings|properties}/{id}/unlock`: the password gate, checked by the server. A right
 * password answers an unlock token for that listing and site; a wrong one a 422 pointing at
 * /password. Throttled per listing and address and per address before any hash runs.
 *
 * The listing id is read by the listing routes' own parser (`listingId`: null for digits naming
 * no possible row), and `notFound` is their 404.
 */
export function listingUnlockRoute(
  app: SchemaTypedApp,
  type: ListingResourceType,
  ids: { listingId: (raw: string) => number | null; notFound: (raw: string) => ApiError },
): void {
  const noun = type === 'listings' ? 'listing' : 'property'
  app.post(
    `/${type}/:id/unlock`,
    {
      schema: {
        tags: [type],
        summary: `Unlock a password-protected ${noun}`,
        description:
          'Checks the listing password (body `{"password"}`, with the site or a user token). Answers ' +
          'carry `Cache-Control: no-store`.\n\n' +
          '- 200 `{"data": {"type": "listing_unlocks", "id": "<listing id>", "attributes": {"token": ' +
          '"idx_ul_…", "listing_id", "expires_at"}}}`: the right password. The token is valid 12 ' +
          "hours, for this listing and site only, and stops working when the listing's password " +
          'changes. Send it back in `X-Listing-Unlock: <token>[, <token>…]` (at most 50) on later ' +
          'requests: their listing resources then say `locked: false` and carry the price and every ' +
          'photo (signed URLs after the first).\n' +
          '- 422 `The password is not right.` at `/password`.\n' +
          '- 409 `Listing {id} has no password to unlock.`: the listing is not protected (refetch it).\n' +
          "- 404 `No listing {id}`: unknown, or another site's.\n" +
          '- 400 at `/password` (or the member): password missing, not a string, empty, over 128 ' +
          'characters; other members. No hash runs.\n' +
          '- 429 with `Retry-After`: 5 attempts per listing and address in 15 minutes, 50 per address ' +
          "across listings (a right password clears the listing's count), or the hash queue is full " +
          '(`Retry-After: 1`). No hash runs.',
        params: {
          type: 'object',
          properties: { id: { type: 'string', description: 'The listing id (digits).' } },
          required: ['id'],
        },
        body: unlockBody,
        response: { 200: unlockResponse, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      const { id: raw } = request.params
      const { password } = request.body
      const id = ids.listingId(raw)
      if (id === null) throw ids.notFound(raw)
      const siteId = request.site.id
      await throttleUnlock(app.throttle, reply, { siteId, listingId: id, ip: request.ip })
      const listing = await findListingPasswordHash(app.db, siteId, id)
      if (!listing) throw ids.notFound(raw)
      const passwordHash = listing.password_hash
      if (passwordHash === null) {
        throw new ApiError(409, `${noun === 'listing' ? 'Listing' : 'Property'} ${id} has no password to unlock.`)
      }
      let right: boolean
      try {
        right = await verifyPassword(passwordHash, password)
      } catch (error) {
        if (error instanceof HashQueueFullError) tooManyAttempts(reply, HASH_QUEUE_RETRY_SECONDS)
        throw error
      }
      const token = newSecret(UNLOCK_TOKEN_PREFIX)
      const expiresAt = new Date(Date.now() + UNLOCK_LIFETIME_SECONDS * 1000)
      // A password changed between the check and the insert stores nothing: that attempt was for the old one.
      const stored =
        right &&
        (await createListingUnlock(app.db, {
          tokenHash: secretHash(token),
          siteId,
          listingId: id,
          checkedHash: passwordHash,
          expiresAt,
        }))
      if (!stored) throw new ApiError(422, WRONG_LISTING_PASSWORD, '/password')
      await app.throttle.reset(unlockThrottleKey.listingAddress(siteId, id, request.ip))
      return {
        data: {
          type: 'listing_unlocks',
          id: String(id),
          attributes: { token, listing_id: id, expires_at: expiresAt.toISOString() },
        },
      }
    },
  )
}
