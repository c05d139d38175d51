import type { PhotoSize } from '../photos/index.js'
import type { PhotoUploads } from './photo-uploads.js'
import type { StoredObject } from './photo-store.js'
import { sizeKey } from './upload-keys.js'

/** Whether a request's Accept header takes WebP (every current browser's image request says so). */
export function acceptsWebp(accept: string | undefined): boolean {
  return /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept ?? '')
}

/**
 * One stored size of a photo in the format the request takes: WebP when its Accept names
 * image/webp, else JPEG. The answer must say `Vary: Accept`. Null when the size is not stored.
 */
export function storedSize(
  uploads: PhotoUploads,
  key: string,
  size: PhotoSize,
  accept: string | undefined,
): Promise<StoredObject | null> {
  return uploads.store.get(sizeKey(key, size, acceptsWebp(accept) ? 'webp' : 'jpg'))
}
