import { requestPresignerSdk, s3Sdk } from './aws-sdk.js'
import type { PhotoSize } from '../photos/index.js'
import type { PhotoUploads } from './photo-uploads.js'
import { storedPhotoKeys } from './stored-photos.js'
import { downloadSignature } from './upload-policy.js'
import { sizeKey } from './upload-keys.js'

/** The path uploads are posted to and served from, under the API. */
export const UPLOADS_PATH = '/api/v3/uploads'

/**
 * A signed URL that shows one size of an upload until it expires (IDX_UPLOAD_URL_TTL_SECONDS,
 * rounded up so one photo's URL stays the same for a while and browsers cache it): the wizard's
 * thumbnails, before the listing is saved and its photos are public. Local store:
 * `/api/v3/uploads/<key>?size=…&expires=…&signature=…` (a path on this server); S3: the bucket's
 * presigned GET of the size (of the original while the sizes are not yet made).
 *
 * @example
 * await uploadPreviewUrl(app, 'uploads/3/6f1…/house.jpg', '640x400')
 * // '/api/v3/uploads/uploads/3/6f1…/house.jpg?size=640x400&expires=1764500400&signature=…'
 */
export async function uploadPreviewUrl(
  app: { photoUploads: PhotoUploads },
  key: string,
  size: PhotoSize,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const uploads = app.photoUploads
  const ttl = uploads.config.urlTtlSeconds
  const expires = Math.ceil((nowSeconds + ttl) / ttl) * ttl
  if (uploads.s3 && uploads.config.storage === 's3') {
    const stored = await storedPhotoKeys(uploads.db, [key])
    const Key = stored.has(key) ? sizeKey(key, size, 'jpg') : key
    const { GetObjectCommand } = s3Sdk()
    return requestPresignerSdk().getSignedUrl(
      uploads.s3,
      new GetObjectCommand({ Bucket: uploads.config.s3.bucket, Key }),
      {
        expiresIn: expires - nowSeconds,
      },
    )
  }
  const signature = downloadSignature(await uploads.signingKey(), key, size, expires)
  return `${UPLOADS_PATH}/${key.split('/').map(encodeURIComponent).join('/')}?size=${size}&expires=${expires}&signature=${signature}`
}
