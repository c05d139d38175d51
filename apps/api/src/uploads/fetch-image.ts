import { lookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isInternalAddress, publicPhotoUrl } from '../photos/index.js'

// Fetching an MLS's photo from the server: the URL comes from a feed, so it is held to what a
// browser may be sent to (https, a public host name) and, since a name can resolve anywhere, the
// connection is refused when the name resolves to a loopback or private address. A timeout and a
// size limit keep a slow or endless answer from holding the job.

/** Top-level names reserved for examples and tests (RFC 2606, 6761): they never resolve. */
const RESERVED = /\.(example|invalid|test)$/i

export interface FetchImageOptions {
  timeoutMs: number
  maxBytes: number
  /** Tests only: also http:// on a loopback address (a local server serving the photo). */
  allowLoopbackHttp?: boolean
}

/** Whether a feed's photo URL may be fetched at all (before any DNS). */
export function isFetchablePhotoUrl(url: string, options: Pick<FetchImageOptions, 'allowLoopbackHttp'> = {}): boolean {
  if (options.allowLoopbackHttp && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) return true
  const safe = publicPhotoUrl(url)
  return safe !== null && !RESERVED.test(new URL(safe).hostname)
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    const list = addresses as unknown as { address: string; family: number }[]
    const internal = list.find((a) => isInternalAddress(a.address))
    if (internal || list.length === 0) {
      return callback(new Error(`${hostname} resolves to an internal address`), '', 0)
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: typeof list) => void)(null, list)
    return callback(null, list[0]!.address, list[0]!.family)
  })
}

/** Why a fetch failed: `retry` when trying again later may succeed (network, 5xx, 429). */
export class FetchImageError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message)
  }
}

/**
 * The bytes at `url`, following no redirect, within the time and size limits.
 *
 * @example
 * const photo = await fetchImage('https://photos.mls.example/1.jpg', { timeoutMs: 15000, maxBytes: 15728640 })
 */
export function fetchImage(url: string, options: FetchImageOptions): Promise<Buffer> {
  if (!isFetchablePhotoUrl(url, options))
    return Promise.reject(new FetchImageError(`${url} is not a public https address`, false))
  const loopback = options.allowLoopbackHttp && url.startsWith('http://')
  const client = loopback ? http : https
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { timeout: options.timeoutMs, ...(loopback ? {} : { lookup: publicOnlyLookup }), headers: { accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0
        if (status !== 200) {
          response.resume()
          return reject(
            new FetchImageError(`${url} answered ${status}`, status >= 500 || status === 429 || status === 408),
          )
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > options.maxBytes) {
          request.destroy()
          return reject(new FetchImageError(`${url} is ${declared} bytes, more than ${options.maxBytes}`, false))
        }
        const chunks: Buffer[] = []
        let length = 0
        response.on('data', (chunk: Buffer) => {
          length += chunk.length
          if (length > options.maxBytes) {
            request.destroy()
            reject(new FetchImageError(`${url} is more than ${options.maxBytes} bytes`, false))
          } else chunks.push(chunk)
        })
        response.on('end', () => resolve(Buffer.concat(chunks)))
        response.on('error', (error) => reject(new FetchImageError(`${url}: ${error.message}`, true)))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)))
    request.on('error', (error) => reject(new FetchImageError(`${url}: ${error.message}`, true)))
  })
}
