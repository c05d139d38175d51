// The photo uploader's queue as plain data: which files wait, which upload, which failed, and which
// may start now. PhotoUploader keeps the File objects and the network; this module only decides.

/** How many uploads run at once (the spec's photo upload concurrency). */
export const UPLOAD_CONCURRENCY = 3

/**
 * - queued: waiting for a free slot
 * - uploading: on its way, with its progress
 * - failed: the upload was refused or broke; Retry queues it again
 * - refused: not an image, never sent (the message names the file)
 */
export type UploadStatus = 'queued' | 'uploading' | 'failed' | 'refused'

export interface Upload {
  readonly id: string
  readonly fileName: string
  readonly status: UploadStatus
  /** 0..1, the part of the file sent so far. */
  readonly progress: number
  /** Why it failed or was refused, for a person to read. */
  readonly error: string | null
  /** False for a failure that trying again cannot mend (the storage refused the file itself). */
  readonly retryable?: boolean
}

export type UploadQueue = readonly Upload[]

/** A file as the queue sees it: a name and the type the browser gave it. */
export interface QueuedFile {
  readonly id: string
  readonly name: string
  readonly type: string
}

const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?|bmp)$/i

/**
 * Whether a chosen file is an image by what the browser says of it: its type, or (when the
 * browser gives none) its name. Only a first sieve: the server reads the content itself, so a
 * renamed document still fails on its tile with the server's message.
 *
 * @example
 * isImageFile('house.jpg', 'image/jpeg') // true
 * isImageFile('notes.pdf', 'application/pdf') // false
 */
export function isImageFile(name: string, type: string): boolean {
  if (type) return type.startsWith('image/')
  return IMAGE_EXTENSIONS.test(name)
}

/** The message shown at once for a chosen file that is not an image. */
export function notAnImageMessage(fileName: string): string {
  return `${fileName} is not an image, so it was not uploaded.`
}

/** Adds chosen files: images wait for a slot, anything else is refused on the spot. */
export function addFiles(queue: UploadQueue, files: readonly QueuedFile[]): UploadQueue {
  const added = files.map<Upload>((file) =>
    isImageFile(file.name, file.type)
      ? { id: file.id, fileName: file.name, status: 'queued', progress: 0, error: null }
      : { id: file.id, fileName: file.name, status: 'refused', progress: 0, error: notAnImageMessage(file.name) },
  )
  return [...queue, ...added]
}

/**
 * The queued uploads that may start now, oldest first, so that no more than `limit` run at once.
 *
 * @example
 * uploadsToStart([uploading, uploading, queued, queued]) // [the first queued one]
 */
export function uploadsToStart(queue: UploadQueue, limit: number = UPLOAD_CONCURRENCY): Upload[] {
  const running = queue.filter((upload) => upload.status === 'uploading').length
  const free = Math.max(0, limit - running)
  return queue.filter((upload) => upload.status === 'queued').slice(0, free)
}

function update(queue: UploadQueue, id: string, change: (upload: Upload) => Upload): UploadQueue {
  return queue.map((upload) => (upload.id === id ? change(upload) : upload))
}

export function startUpload(queue: UploadQueue, id: string): UploadQueue {
  return update(queue, id, (upload) =>
    upload.status === 'queued' ? { ...upload, status: 'uploading', progress: 0, error: null } : upload,
  )
}

/** Records progress (clamped to 0..1, never backwards) of a running upload. */
export function reportProgress(queue: UploadQueue, id: string, fraction: number): UploadQueue {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0))
  return update(queue, id, (upload) =>
    upload.status === 'uploading' && clamped > upload.progress ? { ...upload, progress: clamped } : upload,
  )
}

/** A finished upload leaves the queue: from then on it is one of the photo URLs. */
export function finishUpload(queue: UploadQueue, id: string): UploadQueue {
  return queue.filter((upload) => upload.id !== id)
}

export function failUpload(queue: UploadQueue, id: string, message: string, retryable = true): UploadQueue {
  return update(queue, id, (upload) =>
    upload.status === 'uploading' || upload.status === 'queued'
      ? { ...upload, status: 'failed', error: message || `${upload.fileName} could not be uploaded.`, retryable }
      : upload,
  )
}

/**
 * Whether an upload's failure may pass on a second try: not when the uploader said it may not (an
 * error whose `retryable` is false, as @idx/api-client's PhotoUploadError for a refused file).
 */
export function isRetryable(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === false)
}

/** Retry puts a failed upload back in line (at its place: it starts when a slot is free). */
export function retryUpload(queue: UploadQueue, id: string): UploadQueue {
  return update(queue, id, (upload) =>
    upload.status === 'failed' ? { ...upload, status: 'queued', progress: 0, error: null } : upload,
  )
}

export function removeUpload(queue: UploadQueue, id: string): UploadQueue {
  return queue.filter((upload) => upload.id !== id)
}

/**
 * The message of an upload's rejection, as a person reads it: the Error's message (the server's
 * own words, e.g. "house.jpg is not an image"), else a generic one naming the file.
 */
export function uploadErrorMessage(error: unknown, fileName: string): string {
  if (error instanceof Error && error.message.trim()) return error.message.trim()
  if (typeof error === 'string' && error.trim()) return error.trim()
  return `${fileName} could not be uploaded.`
}

/**
 * Moves one photo URL from one position to another (dnd-kit's arrayMove, without the import so the
 * rule runs in Node).
 *
 * @example
 * movePhoto(['a', 'b', 'c'], 0, 2) // ['b', 'c', 'a']
 */
export function movePhoto(urls: readonly string[], from: number, to: number): string[] {
  const next = [...urls]
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}

/**
 * The photos with a finished upload put where it was chosen, not where it finished (uploads run
 * three at a time, and a small file finishes first): after the photos there before it and the
 * uploads chosen earlier, before those chosen later. `chosenAt` numbers each uploaded Location
 * by when it was chosen (`location`'s included); photos without a number came before.
 *
 * @example
 * inChosenOrder(['old', 'c'], 'b', new Map([['b', 2], ['c', 3]])) // ['old', 'b', 'c']
 */
export function inChosenOrder(
  photoUrls: readonly string[],
  location: string,
  chosenAt: ReadonlyMap<string, number>,
): string[] {
  const chosen = chosenAt.get(location) ?? Number.POSITIVE_INFINITY
  const urls = photoUrls.filter((url) => url !== location)
  const later = urls.findIndex((url) => (chosenAt.get(url) ?? -1) > chosen)
  if (later === -1) urls.push(location)
  else urls.splice(later, 0, location)
  return urls
}
