import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { PhotoUploads } from './photo-uploads.js'
import { processPhoto, PhotoRefused, SIZE_CONTENT_TYPES, type ProcessedPhoto } from './photo-pipeline.js'
import { isPhotoKey, sizeKey, uploadFileName } from './upload-keys.js'

/** Which of `keys` have all their sizes stored. */
export async function storedPhotoKeys(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .selectFrom('stored_photos')
    .select('key')
    .where('key', 'in', [...new Set(keys)])
    .execute()
  return new Set(rows.map((row) => row.key))
}

/**
 * Stores a made photo under `key`: every size first, then the stripped original in place of what
 * was uploaded, then its row, which is what tells the photos route the sizes are there (a
 * process that dies half-way leaves no row, and the next call makes them again).
 */
export async function storeProcessedPhoto(
  uploads: PhotoUploads,
  key: string,
  photo: ProcessedPhoto,
  sourceUrl: string | null,
): Promise<void> {
  for (const made of photo.sizes) {
    await uploads.store.put(sizeKey(key, made.size, made.format), made.body, SIZE_CONTENT_TYPES[made.format])
  }
  await uploads.store.put(key, photo.original.body, photo.original.contentType)
  await uploads.db
    .insertInto('stored_photos')
    .values({
      key,
      width: photo.width,
      height: photo.height,
      bytes: photo.original.body.length,
      source_url: sourceUrl,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/** A photo that could not be kept, with why, as a person reads it. */
export interface RefusedPhoto {
  key: string
  detail: string
}

/**
 * Makes sure every key's photo is checked and stored with all its sizes: a key already in
 * stored_photos is left alone (so calling it again costs one query); any other is read from the
 * store (an S3 upload the browser sent straight to the bucket), checked by its content, and made
 * into its sizes. Answers the keys that were refused (not an image, too large, too small, never
 * uploaded), each with a sentence naming the file. Only keys of the upload-keys.ts shapes are
 * taken; the caller checks they belong to its site (uploadKeyFromLocation).
 *
 * @example
 * const { refused } = await ensureStoredPhotos(app, ['uploads/3/6f1…/house.jpg'])
 * // refused: [] once every size is stored
 */
export async function ensureStoredPhotos(
  app: { photoUploads: PhotoUploads },
  keys: readonly string[],
): Promise<{ refused: RefusedPhoto[] }> {
  const uploads = app.photoUploads
  const refused: RefusedPhoto[] = []
  const wanted = [...new Set(keys)].filter((key) => {
    if (isPhotoKey(key)) return true
    refused.push({ key, detail: `${uploadFileName(key)} is not an uploaded photo` })
    return false
  })
  const stored = await storedPhotoKeys(uploads.db, wanted)
  await Promise.all(
    wanted
      .filter((key) => !stored.has(key))
      .map(async (key) => {
        const name = uploadFileName(key)
        const object = await uploads.store.get(key)
        if (!object) {
          refused.push({ key, detail: `${name} was not uploaded: upload it again` })
          return
        }
        try {
          await storeProcessedPhoto(uploads, key, await processPhoto(object.body, name, uploads.config.maxBytes), null)
        } catch (error) {
          if (!(error instanceof PhotoRefused)) throw error
          refused.push({ key, detail: error.message })
          // What is not a photo is not kept: the next upload gets a new key anyway.
          await uploads.store.delete(key)
        }
      }),
  )
  return { refused: keys.flatMap((key) => refused.filter((r) => r.key === key).slice(0, 1)).filter(uniqueKey()) }
}

function uniqueKey() {
  const seen = new Set<string>()
  return (refusal: RefusedPhoto) => !seen.has(refusal.key) && Boolean(seen.add(refusal.key))
}
