import { createHmac } from 'node:crypto'
import { constantTimeEqual } from '../auth/secrets.js'
import { isPhotoSize, type PhotoSize } from './photo-svg.js'
import { photoUrl } from './photo-url.js'

// Signed photo URLs: how the photos the password gate hides (photo 1 onwards of a protected
// listing) reach a browser that unlocked the listing. An <img> sends no header, so the unlock
// token cannot travel with it; the URL carries an HMAC-SHA256 instead, made by the server that
// answered the unlocked listing and checked by whichever process serves the photo (they share
// the key: IDX_PHOTO_SIGNING_KEY or the database's, see photo-signing-key.ts). No I/O here.

/** The query parameters of a signed photo URL, in the order they are written. */
export const PHOTO_SIGNATURE_PARAMETERS = ['expires', 'max_size', 'signature'] as const

/** Separates this use of the key from any later one, and lets the message format change. */
const MESSAGE_TAG = 'idx-photo-v1'

/** An HMAC-SHA256 in base64url: 43 characters. */
const SIGNATURE_SHAPE = /^[A-Za-z0-9_-]{43}$/
/** Unix seconds, digits only (no sign, no exponent). */
const EXPIRES_SHAPE = /^[0-9]{1,12}$/

/** What one signed URL grants. */
export interface PhotoGrant {
  listingId: number
  index: number
  /**
   * The size the URL was made for and the largest it serves: the smaller offered sizes are the
   * same picture with less in it, and clients swap the size segment of a gallery URL to show a
   * card (`sizedPhotoUrl` of @idx/domain keeps the query string).
   */
  maxSize: PhotoSize
  /** Unix seconds from which the URL is refused: the unlock's own expiry. */
  expires: number
  /**
   * The SHA-256 of the listing's password hash (as listing_unlocks keeps it): a new password
   * voids the URLs made under the old one, as it voids the unlocks. Never part of the URL.
   */
  passwordFingerprint: string
}

function signatureOf(key: Buffer, grant: PhotoGrant): string {
  const message = [
    MESSAGE_TAG,
    grant.listingId,
    grant.index,
    grant.maxSize,
    grant.expires,
    grant.passwordFingerprint,
  ].join('\n')
  return createHmac('sha256', key).update(message).digest('base64url')
}

/**
 * A photo URL carrying its grant and signature.
 *
 * @example
 * signedPhotoUrl(key, { listingId: 932, index: 3, maxSize: '1280x720', expires: 1767268800, passwordFingerprint })
 * // '/api/v3/photos/932/3/1280x720.png?expires=1767268800&max_size=1280x720&signature=Xq3…' (43 characters)
 */
export function signedPhotoUrl(key: Buffer, grant: PhotoGrant): string {
  const query = `expires=${grant.expires}&max_size=${grant.maxSize}&signature=${signatureOf(key, grant)}`
  return `${photoUrl(grant.listingId, grant.index, grant.maxSize)}?${query}`
}

/** A signed URL's query parameters as the route received them (each absent or one string). */
export type PhotoSignatureQuery = Partial<Record<(typeof PHOTO_SIGNATURE_PARAMETERS)[number], string>>

/** Why a request may or may not have a hidden photo. Every refusal gets the same answer; tests tell them apart. */
export type PhotoSignatureCheck =
  { verdict: 'valid'; expires: number } | { verdict: 'missing' | 'malformed' | 'wrong' | 'expired' | 'too-large' }

/** Whether a `WIDTHxHEIGHT` fits inside another. */
function fitsWithin(size: PhotoSize, max: PhotoSize): boolean {
  const [width, height] = size.split('x').map(Number) as [number, number]
  const [maxWidth, maxHeight] = max.split('x').map(Number) as [number, number]
  return width <= maxWidth && height <= maxHeight
}

/**
 * Checks a request for a hidden photo (`listingId`, `index`, `size` from its path) against the
 * signature in its query. The signature is compared in constant time and before the expiry and
 * size, so nothing is learnt about a forged one beyond "wrong".
 *
 * @example
 * checkPhotoSignature(key, { listingId: 932, index: 3, size: '302x190', passwordFingerprint }, query, nowSeconds)
 * // { verdict: 'valid', expires: 1767268800 } for a URL signed for 1280x720 that has not expired
 */
export function checkPhotoSignature(
  key: Buffer,
  photo: { listingId: number; index: number; size: PhotoSize; passwordFingerprint: string },
  query: PhotoSignatureQuery,
  nowSeconds: number,
): PhotoSignatureCheck {
  const { expires, max_size: maxSize, signature } = query
  if (expires === undefined && maxSize === undefined && signature === undefined) return { verdict: 'missing' }
  if (
    expires === undefined ||
    !EXPIRES_SHAPE.test(expires) ||
    maxSize === undefined ||
    !isPhotoSize(maxSize) ||
    signature === undefined ||
    !SIGNATURE_SHAPE.test(signature)
  ) {
    return { verdict: 'malformed' }
  }
  const grant: PhotoGrant = {
    listingId: photo.listingId,
    index: photo.index,
    maxSize,
    expires: Number(expires),
    passwordFingerprint: photo.passwordFingerprint,
  }
  if (!constantTimeEqual(signatureOf(key, grant), signature)) return { verdict: 'wrong' }
  if (grant.expires <= nowSeconds) return { verdict: 'expired' }
  if (!fitsWithin(photo.size, maxSize)) return { verdict: 'too-large' }
  return { verdict: 'valid', expires: grant.expires }
}
