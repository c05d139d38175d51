import { API_PREFIX } from '../http/create-http-client.js'
import type { TokenGetter } from '../http/create-token-getter.js'
import { encodeQuery } from '../http/encode-query.js'
import { errorMessage } from '../errors/error-message.js'

// A photo upload as S3's browser uploads work (apps/api/README.md "Photo uploads"): ask the API
// for a signed URL and its form fields (`GET signed_urls`), then POST the file straight to that
// URL with the fields first and the file last. The answer is S3's XML: Location and Key on
// success, Code and Message on failure. The same code talks to the embedded disk storage and to
// an S3 bucket: only the URL differs.

/** Where an upload landed: the photo's URL (saved in the listing's `photo_urls`) and its key. */
export interface UploadedPhoto {
  readonly location: string
  readonly key: string
}

/** The signed upload `GET signed_urls` answers. */
export interface SignedUpload {
  readonly url: string
  readonly credentials: Readonly<Record<string, string>>
}

/** The subset of XMLHttpRequest an upload uses (a fake in tests). */
export interface UploadRequest {
  open(method: string, url: string): void
  send(body: FormData): void
  abort(): void
  readonly status: number
  readonly responseText: string
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null
  }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
}

export interface PhotoUploaderOptions {
  /** The API's origin ('' for the page's own). */
  readonly baseUrl: string
  /** The signed-in agent's or admin's token: only they may upload. */
  readonly getToken: TokenGetter
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>
  readonly createRequest?: () => UploadRequest
}

/** Uploads one file; `onProgress` hears the fraction sent (0 to 1); aborting rejects with an AbortError. */
export type UploadPhoto = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadedPhoto>

/**
 * What an upload failed with, worded for the person who chose the file. `retryable` is false when
 * the storage or the API refused the file itself (a 4xx: not an image, too large, too small), which
 * sending it again cannot change; a broken connection or a server's 5xx may pass on a second try.
 */
export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError'
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message)
  }
}

/** A 4xx is the answer about this request itself; anything else may not happen again. */
const mayPassAgain = (status: number) => !(status >= 400 && status < 500) || status === 408 || status === 429

/**
 * The `uploadPhoto` the Listings Manager's photo step takes.
 *
 * @example
 * const uploadPhoto = createPhotoUploader({ baseUrl: '', getToken: session.getToken })
 * const { location } = await uploadPhoto(file, (fraction) => setProgress(fraction), controller.signal)
 */
export function createPhotoUploader(options: PhotoUploaderOptions): UploadPhoto {
  return async (file, onProgress, signal) => {
    const signed = await signUpload(options, file, signal)
    return postFile(options, signed, file, onProgress, signal)
  }
}

async function signUpload(options: PhotoUploaderOptions, file: File, signal: AbortSignal): Promise<SignedUpload> {
  const token = await options.getToken()
  const query = encodeQuery({ file: { name: file.name }, conditions: { 'Content-Type': file.type } })
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init))
  let response: Response
  try {
    response = await doFetch(`${options.baseUrl}${API_PREFIX}/signed_urls?${query}`, {
      signal,
      headers: { accept: 'application/vnd.api+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  } catch (error) {
    if (signal.aborted) throw abortError()
    throw new PhotoUploadError(`${file.name} could not be sent: ${String(error)}`)
  }
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the message below says what status came back.
  }
  if (!response.ok) {
    throw new PhotoUploadError(errorMessage({ status: response.status, data: body }), mayPassAgain(response.status))
  }
  const attributes = (body as { data?: { attributes?: { url?: unknown; credentials?: unknown } } }).data?.attributes
  if (typeof attributes?.url !== 'string' || typeof attributes.credentials !== 'object' || !attributes.credentials) {
    throw new PhotoUploadError(`${file.name} could not be sent: the server gave no upload address`)
  }
  return { url: attributes.url, credentials: attributes.credentials as Record<string, string> }
}

function postFile(
  options: PhotoUploaderOptions,
  signed: SignedUpload,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError())
    const request = options.createRequest?.() ?? (new XMLHttpRequest() as unknown as UploadRequest)
    const form = new FormData()
    for (const [name, value] of Object.entries(signed.credentials)) form.append(name, value)
    // S3 reads the fields before the file: the file goes last.
    form.append('file', file)
    const onAbort = () => request.abort()
    signal.addEventListener('abort', onAbort, { once: true })
    const done = () => signal.removeEventListener('abort', onAbort)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total))
    }
    request.onload = () => {
      done()
      const answer = readS3Answer(request.responseText)
      if (request.status >= 200 && request.status < 300 && answer.location && answer.key) {
        onProgress(1)
        resolve({ location: answer.location, key: answer.key })
      } else {
        reject(
          new PhotoUploadError(
            answer.message ?? `${file.name} was not accepted (HTTP ${request.status})`,
            request.status >= 200 && request.status < 300 ? true : mayPassAgain(request.status),
          ),
        )
      }
    }
    request.onerror = () => {
      done()
      reject(new PhotoUploadError(`${file.name} could not be sent: the connection failed`))
    }
    request.onabort = () => {
      done()
      reject(abortError())
    }
    request.open('POST', signed.url)
    request.send(form)
  })
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function xmlText(xml: string, element: string): string | undefined {
  const match = new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml)
  return match?.[1]?.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!)
}

/**
 * What S3 (or the embedded storage, which answers alike) said to an upload: the
 * `<PostResponse>`'s Location and Key, or the `<Error>`'s Message.
 *
 * @example
 * readS3Answer('<PostResponse><Location>https://b.s3/k</Location><Key>k</Key></PostResponse>')
 * // { location: 'https://b.s3/k', key: 'k', message: undefined }
 */
export function readS3Answer(xml: string): { location?: string; key?: string; message?: string } {
  return { location: xmlText(xml, 'Location'), key: xmlText(xml, 'Key'), message: xmlText(xml, 'Message') }
}

function abortError(): Error {
  return new DOMException('The upload was cancelled', 'AbortError')
}
