import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import type { JobHandlers } from '../jobs/job-handler.js'
import { FetchImageError, fetchImage, isFetchablePhotoUrl, type FetchImageOptions } from './fetch-image.js'
import { PhotoRefused, processPhoto } from './photo-pipeline.js'
import type { PhotoUploads } from './photo-uploads.js'
import { storedPhotoKeys, storeProcessedPhoto } from './stored-photos.js'
import { mlsPhotoKey } from './upload-keys.js'

// Imported listings' photos are the MLS's own URLs (RESO Media). This job copies them through the
// same pipeline as uploads (fetched once, checked, made into every size, kept as mls/<sha256 of the
// URL>), so visitors are served our copies and never wait on, or are tracked by, the MLS's servers.
// Until a copy is stored the photos route keeps sending the browser to the MLS's URL (a 302).

export const MLS_PHOTO_COPY_KIND = 'mls-photo-copy'

export interface MlsPhotoCopyPayload {
  listing_ids: number[]
}

/** A job's listings are copied within this long; the rest go to a new job (the lease is 5 minutes). */
const JOB_BUDGET_MS = 3 * 60_000
const FETCH_TIMEOUT_MS = 15_000

/**
 * Queues the copy of these listings' MLS photos, in the import's transaction: one job a batch.
 * Only listings with at least one photo URL that can be fetched (public https) are queued; a
 * photo already copied is skipped by the job, so a listing whose photos did not change costs it
 * one query.
 *
 * @example
 * await enqueueMlsPhotoCopies(trx, written.map((p) => ({ id: p.id, mediaUrls: p.record.media.map((m) => m.url) })))
 */
export async function enqueueMlsPhotoCopies(
  trx: Transaction<Database> | Kysely<Database>,
  listings: readonly { id: number; mediaUrls: readonly string[] }[],
): Promise<void> {
  const ids = listings.filter((l) => l.mediaUrls.some((url) => isFetchablePhotoUrl(url))).map((l) => l.id)
  if (ids.length === 0) return
  await enqueueJob(trx, MLS_PHOTO_COPY_KIND, { listing_ids: ids } satisfies MlsPhotoCopyPayload, { maxAttempts: 6 })
}

async function mediaUrls(db: Kysely<Database>, listingIds: number[]): Promise<Map<number, string[]>> {
  if (listingIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'additional_details'])
    .where('id', 'in', listingIds)
    .where('photo_keys', 'is', null)
    .execute()
  return new Map(
    rows.map((row) => {
      const media = (row.additional_details as { media?: unknown } | null)?.media
      return [row.id, Array.isArray(media) ? media.filter((url): url is string => typeof url === 'string') : []]
    }),
  )
}

/**
 * Copies the MLS photos of `listingIds` not copied yet. Answers the listings left for a later job
 * (past the time budget) and the URLs that failed in a way worth retrying.
 */
export async function copyMlsPhotos(
  uploads: PhotoUploads,
  listingIds: number[],
  options: {
    fetch?: Partial<FetchImageOptions>
    budgetMs?: number
    log?: { warn(details: object, message: string): void }
  } = {},
): Promise<{ left: number[]; retry: string[]; copied: number }> {
  const started = Date.now()
  const fetchOptions: FetchImageOptions = {
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: uploads.config.maxBytes,
    ...options.fetch,
  }
  const media = await mediaUrls(uploads.db, listingIds)
  const retry: string[] = []
  let copied = 0
  for (const [position, listingId] of listingIds.entries()) {
    if (Date.now() - started > (options.budgetMs ?? JOB_BUDGET_MS))
      return { left: listingIds.slice(position), retry, copied }
    const urls = (media.get(listingId) ?? []).filter((url) => isFetchablePhotoUrl(url, fetchOptions))
    const stored = await storedPhotoKeys(uploads.db, urls.map(mlsPhotoKey))
    for (const url of urls) {
      const key = mlsPhotoKey(url)
      if (stored.has(key)) continue
      try {
        const body = await fetchImage(url, fetchOptions)
        await storeProcessedPhoto(uploads, key, await processPhoto(body, url, fetchOptions.maxBytes), url)
        stored.add(key)
        copied++
      } catch (error) {
        // Not an image, too large, a 404: the MLS's URL stays in use, and no retry will change it.
        const worthRetrying = error instanceof FetchImageError ? error.retry : !(error instanceof PhotoRefused)
        if (worthRetrying) retry.push(url)
        options.log?.warn({ err: error, listingId, url }, 'MLS photo not copied')
      }
    }
  }
  return { left: [], retry, copied }
}

/**
 * The 'mls-photo-copy' job: copies its listings' photos; what the time budget leaves goes to a new
 * job, and a photo that failed for a reason that may pass (network, 5xx) fails the job so the queue
 * tries again later (the photos already copied are skipped then).
 */
export function mlsPhotoCopyHandlers(deps: {
  db: Kysely<Database>
  photoUploads?: PhotoUploads | undefined
  fetch?: Partial<FetchImageOptions>
}): JobHandlers {
  return {
    [MLS_PHOTO_COPY_KIND]: async (job: { payload: MlsPhotoCopyPayload }) => {
      if (!deps.photoUploads) throw new Error('No photo store configured for MLS photo copies')
      const ids = (job.payload.listing_ids ?? []).filter((id) => Number.isSafeInteger(id))
      const outcome = await copyMlsPhotos(deps.photoUploads, ids, { ...(deps.fetch ? { fetch: deps.fetch } : {}) })
      if (outcome.left.length > 0) await enqueueJob(deps.db, MLS_PHOTO_COPY_KIND, { listing_ids: outcome.left })
      if (outcome.retry.length > 0) {
        throw new Error(`${outcome.retry.length} MLS photos could not be fetched yet, e.g. ${outcome.retry[0]}`)
      }
    },
  }
}
