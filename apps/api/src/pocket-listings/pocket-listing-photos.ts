import type { FastifyInstance } from 'fastify'
import { ensureStoredPhotos, uploadKeyFromLocation, uploadPreviewUrl } from '../uploads/index.js'

// The photos of a pocket listing go through the uploads module (apps/api/src/uploads): each
// Location an upload answered names one of the site's upload keys, whose content the pipeline
// checks and whose sizes it makes before the listing is saved; the wizard's thumbnails are
// short-lived URLs of a processed size.

/** What a pocket listing needs of the uploads module. */
export interface PocketListingPhotos {
  /** The upload key a Location names; null when it is not one of this site's uploads. */
  keyOf(location: string, siteId: number): string | null
  /** Checks and processes the keys not yet stored; answers those refused, each with why. */
  ensureStored(keys: readonly string[]): Promise<{ refused: { key: string; detail: string }[] }>
  /** A short-lived thumbnail URL of a stored upload. */
  previewUrl(key: string): Promise<string>
}

/** The thumbnail size the wizard shows. */
export const PREVIEW_SIZE = '268x150'

/** The uploads module's functions for the app. */
export function pocketListingPhotos(app: FastifyInstance): PocketListingPhotos {
  return {
    keyOf: uploadKeyFromLocation,
    ensureStored: (keys) => ensureStoredPhotos(app, keys),
    previewUrl: (key) => uploadPreviewUrl(app, key, PREVIEW_SIZE),
  }
}
