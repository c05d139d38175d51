import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { ListingPageVersion } from './listing-page-version.js'
import type { ViewportHint } from './viewport-hint.js'

// How full listing pages (/app/listing/{slug}/{id}) are answered from a cache, here and in a CDN
// in front (apps/api/README.md, "Listing page cache"). A page is cached under a key of everything
// of the request it is rendered from, and is valid while the versions read from the database for
// each request (readListingPageVersion) are those it was rendered at: validity is never decided
// by this process's memory, so several processes may serve one database.

/**
 * A cacheable page's Cache-Control. Browsers revalidate every time (`max-age=0`: a 304 after one
 * statement, no render). A shared cache may answer without asking for 30 s (`s-maxage`): how long
 * a change may take to reach visitors through a CDN; revalidating is cheap, so it is short. For
 * 60 s past that it may answer with its stale copy while it revalidates in the background
 * (`stale-while-revalidate`): a listing page read once a minute never waits for the origin, and
 * one change is seen stale by at most one visitor per CDN node after a quiet spell.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/** The Cache-Control of a listing page that is not the same for every anonymous visitor, or not a page to keep. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'

/**
 * The request headers a full listing page is rendered from, for `Vary`: the layout follows the
 * browser's kind (viewportHint), and the bytes follow the encodings it accepts (written as
 * @fastify/compress looks for it, so it does not add it twice).
 */
export const LISTING_PAGE_VARY = 'Sec-CH-UA-Mobile, User-Agent, accept-encoding'

/** The answer header saying how a full listing page was answered: `hit`, `miss` (rendered and kept) or `pass`. */
export const PAGE_CACHE_HEADER = 'x-page-cache'

/**
 * How long a page rendered at unchanged versions stays valid: the render reads the clock (an open
 * house is upcoming, today or over), so each period starts a new validator. The browser's
 * hydration redraws those parts with its own clock in any case.
 */
export const PAGE_PERIOD_MS = 10 * 60 * 1000

/**
 * Whether a request may be answered with the page every anonymous visitor gets, from a cache and
 * with a shared cache's Cache-Control: not a signed-in caller (`Authorization`) and no cookies.
 * The server renders no page from either today (sessions live in the browser; a password-locked
 * listing is rendered locked for everyone), but a request carrying them may be someone in
 * particular, and it is rendered for itself and never kept, so nothing they could shape reaches
 * anyone else.
 *
 * @example
 * isAnonymousPageRequest({ cookie: 'sid=1' }) // false
 */
export function isAnonymousPageRequest(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined && headers.cookie === undefined
}

/** Everything of a request a full listing page is rendered from. */
export type ListingPageKeyParts = {
  /** The page's URL, path and query (`?inquiry=true` opens the question form). */
  url: string
  viewport: ViewportHint
  /** Where visitors reach the site: canonical links and the live-update address are written against it. */
  origin: string
  /** The page configuration's live-update settings (this process's, for `origin`). */
  realtime: unknown
}

/** The cache key of a page: the parts of the request it is rendered from. */
export function listingPageKey(parts: ListingPageKeyParts): string {
  return JSON.stringify([parts.url, parts.viewport, parts.origin, parts.realtime ?? null])
}

/**
 * The page's validator: a weak entity tag (the bytes differ by content coding) over the build
 * (template, renderer, this server's settings), the key, the versions read from the database and
 * the clock's period. The same on every process with the same build and settings, so a CDN may
 * revalidate with any of them.
 *
 * @example
 * listingPageEtag('build', key, { site: 'a', listing: 'b' }, 0) // 'W/"…"'
 */
export function listingPageEtag(build: string, key: string, version: ListingPageVersion, period: number): string {
  const digest = createHash('sha256')
    .update([build, key, version.site, version.listing, String(period)].join('\n'))
    .digest('base64url')
  return `W/"${digest.slice(0, 32)}"`
}

/** The clock's period now (see PAGE_PERIOD_MS). */
export function pagePeriod(now: number = Date.now()): number {
  return Math.floor(now / PAGE_PERIOD_MS)
}

/**
 * Whether `If-None-Match` names `etag`, by the weak comparison RFC 9110 (13.1.2) asks of it: `*`,
 * or any listed tag equal to it with `W/` set aside.
 *
 * @example
 * ifNoneMatchHits('"x", W/"y"', 'W/"y"') // true
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted)
}

/**
 * The build's fingerprint: what makes two processes render different pages from the same
 * documents (the page template, the renderer module, the server's settings the page carries).
 */
export function pageBuild(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url')
}
