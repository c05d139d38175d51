import type { PhotoSize } from './photo-svg.js'

/** One size of a stored photo as the photos route sends it. */
export interface StoredPhotoBody {
  body: Buffer
  contentType: string
}

/**
 * A port: one stored size of a kept photo (an upload or an MLS photo's copy) in the format the
 * request's Accept takes, or null when it is not stored. uploads/ implements it; the composition
 * root (app.ts) decorates the app with it, so photos/ does not import uploads/ (which imports
 * photos/ for the sizes).
 */
export type StoredPhotoSize = (
  key: string,
  size: PhotoSize,
  accept: string | undefined,
) => Promise<StoredPhotoBody | null>
