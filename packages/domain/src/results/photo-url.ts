import type { Listing } from '../listing/types.js'

/** A photo size in CSS pixels, as `IMAGE_SIZES` lists them. */
export type PhotoSize = { readonly width: number; readonly height: number }

/** The `/{width}x{height}.{ext}` last segment of the API's photo URLs, query string kept. */
const SIZE_SEGMENT = /\/\d+x\d+(\.[A-Za-z0-9]+)(\?[^#]*)?(#.*)?$/

/**
 * The same photo at another size. The API serves every photo at
 * `/api/v3/photos/{listing id}/{index}/{width}x{height}.svg`, so the size
 * segment is swapped; a URL without one (a photo hosted elsewhere) is returned
 * unchanged, to be scaled by the browser.
 *
 * @example
 * sizedPhotoUrl('/api/v3/photos/7/2/1280x720.svg', { width: 302, height: 190 }) // '/api/v3/photos/7/2/302x190.svg'
 * sizedPhotoUrl('https://cdn.example/p.jpg', { width: 302, height: 190 })       // unchanged
 */
export function sizedPhotoUrl(url: string, size: PhotoSize): string {
  return url.replace(
    SIZE_SEGMENT,
    (_, extension: string, query?: string, hash?: string) =>
      `/${Math.round(size.width)}x${Math.round(size.height)}${extension}${query ?? ''}${hash ?? ''}`,
  )
}

/**
 * The photos a listing card steps through, at `size`: every photo of
 * `photo_urls` (the cover first, as the API orders them), or just the cover
 * photo when the listing lists no others, or none. Blank URLs are skipped.
 *
 * @example
 * cardPhotoUrls({ photo_urls: ['/api/v3/photos/7/0/1280x720.svg'] }, { width: 302, height: 190 })
 * // ['/api/v3/photos/7/0/302x190.svg']
 */
export function cardPhotoUrls(listing: Pick<Listing, 'photo_urls' | 'cover_photo_url'>, size: PhotoSize): string[] {
  const photos = (listing.photo_urls ?? []).filter((url) => typeof url === 'string' && url.trim() !== '')
  if (photos.length > 0) return photos.map((url) => sizedPhotoUrl(url, size))
  const cover = listing.cover_photo_url?.trim()
  return cover ? [sizedPhotoUrl(cover, size)] : []
}
