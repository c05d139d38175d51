import { createHash, randomUUID } from 'node:crypto'
import type { PhotoSize } from '../photos/index.js'

// The keys uploads and their derived sizes are stored under, the same in every store (a folder
// path on disk, an object key in S3): `uploads/<siteId>/<uuid>/<safe-file-name>` for an agent's
// upload, `mls/<sha256 of the URL>` for an MLS photo's copy, and `sizes/<key>/<WxH>.<webp|jpg>` for
// the sizes made from either.

/** An uploaded photo's key: the site, a random folder, and the file's name made safe for paths and URLs. */
const UPLOAD_KEY =
  /^uploads\/([1-9][0-9]{0,9})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([A-Za-z0-9._-]{1,100})$/
const MLS_KEY = /^mls\/[0-9a-f]{64}$/

/** The formats every size is kept in: WebP for browsers that take it, JPEG for the rest. */
export const SIZE_FORMATS = ['webp', 'jpg'] as const
export type SizeFormat = (typeof SIZE_FORMATS)[number]

/**
 * A file name as a key's last segment: letters, digits, dot, dash and underscore, at most 100
 * characters, never empty nor dots alone.
 *
 * @example
 * safeFileName('My House (1).JPG') // 'My-House-1-.JPG'
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const safe = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100)
  return safe === '' ? 'photo' : safe
}

/** A new key for an upload of `fileName` to site `siteId`. */
export function newUploadKey(siteId: number, fileName: string): string {
  return `uploads/${siteId}/${randomUUID()}/${safeFileName(fileName)}`
}

/** Whether `key` is an upload's key, and of which site. */
export function uploadKeySite(key: string): number | null {
  const match = UPLOAD_KEY.exec(key)
  return match ? Number(match[1]) : null
}

/** The name an upload was given (the key's last segment), for messages. */
export function uploadFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1)
}

/** Whether `key` names a photo this server keeps: an upload or an MLS photo's copy. */
export function isPhotoKey(key: string): boolean {
  return UPLOAD_KEY.test(key) || MLS_KEY.test(key)
}

/** The key of the copy of an MLS photo (RESO MediaURL). */
export function mlsPhotoKey(url: string): string {
  return `mls/${createHash('sha256').update(url, 'utf8').digest('hex')}`
}

/** Where one size of a photo is kept. */
export function sizeKey(key: string, size: PhotoSize, format: SizeFormat): string {
  return `sizes/${key}/${size}.${format}`
}

/**
 * The upload key in an upload's Location (what the browser got back from the upload: this
 * server's `/api/v3/uploads/<key>`, or the bucket's URL of the object), or null when it is not
 * one of site `siteId`'s uploads. Only the key's shape and site are trusted, never the host: a
 * key this site did not sign cannot have been uploaded, and the photo's content is checked again
 * (ensureStoredPhotos) before a listing shows it.
 *
 * @example
 * uploadKeyFromLocation('https://idx.example/api/v3/uploads/uploads/3/6f1…/house.jpg', 3) // 'uploads/3/6f1…/house.jpg'
 * uploadKeyFromLocation('https://idx.example/api/v3/uploads/uploads/3/6f1…/house.jpg', 4) // null
 */
export function uploadKeyFromLocation(location: string, siteId: number): string | null {
  let path: string
  try {
    path = new URL(location).pathname
  } catch {
    return null
  }
  const segments = path.split('/')
  for (let i = segments.length - 4; i >= 0; i--) {
    if (segments[i] !== 'uploads') continue
    let key: string
    try {
      key = segments.slice(i).map(decodeURIComponent).join('/')
    } catch {
      return null
    }
    return uploadKeySite(key) === siteId ? key : null
  }
  return null
}
