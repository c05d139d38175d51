import type { Listing } from './types.js'

/** The query parameter that carries a user's or agent's share token on a shared listing URL. */
export const SHARE_TOKEN_PARAM = 'share_token'

/** Where the share buttons of a listing's navigation bar lead. */
export type SharingUrls = {
  /** The listing's full URL, with the share token when there is one. */
  url: string
  facebook: string
  twitter: string
  pinterest: string
  /** A `mailto:` link with the title as subject and the URL as body. */
  email: string
}

/** Options of `sharingUrls`. */
export type SharingUrlsOptions = {
  /** The signed-in user's (or agent's) `share_token`, appended as `share_token=`. */
  shareToken?: string | null
  /** Resolves a relative full URL ('/app/listing/…'): share services need an absolute one. */
  origin?: string | null
}

/**
 * The listing's full URL (`full_url`, else `seo.full_url`) with the share token appended as a
 * query parameter, resolved against `origin` when relative; `null` when the listing has no full
 * URL, it cannot be resolved, or it is not an http(s) URL (a `javascript:` or `data:` one would
 * be handed on to whoever follows the share).
 *
 * @example
 * sharedListingUrl({ full_url: 'https://idx.example/app/listing/a/7' }, { shareToken: 'abc' })
 * // 'https://idx.example/app/listing/a/7?share_token=abc'
 */
export function sharedListingUrl(
  listing: Pick<Listing, 'full_url' | 'seo'>,
  options: SharingUrlsOptions = {},
): string | null {
  const fullUrl = (listing.full_url ?? listing.seo?.full_url ?? '').trim()
  if (fullUrl === '') return null
  let url: URL
  try {
    url = options.origin ? new URL(fullUrl, options.origin) : new URL(fullUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const token = options.shareToken?.trim()
  if (token) url.searchParams.set(SHARE_TOKEN_PARAM, token)
  return url.toString()
}

/**
 * The share links of a listing (facebook, twitter, pinterest, email), all carrying the shared
 * URL of `sharedListingUrl`; `null` when the listing has no full URL to share.
 *
 * @example
 * sharingUrls({ id: '7', title: '1105 W Mary St', full_url: 'https://idx.example/l/7' }).facebook
 * // 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fidx.example%2Fl%2F7'
 */
export function sharingUrls(
  listing: Pick<Listing, 'full_url' | 'seo' | 'title' | 'cover_photo_url' | 'photo_urls'>,
  options: SharingUrlsOptions = {},
): SharingUrls | null {
  const url = sharedListingUrl(listing, options)
  if (url === null) return null
  const title = listing.title?.trim() || 'Listing'
  const encodedUrl = encodeURIComponent(url)
  const encodedTitle = encodeURIComponent(title)
  const photo = listing.cover_photo_url?.trim() || listing.photo_urls?.find((candidate) => candidate.trim() !== '')
  const media = photo ? `&media=${encodeURIComponent(absolute(photo, options.origin))}` : ''
  return {
    url,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${encodedUrl}${media}&description=${encodedTitle}`,
    email: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
  }
}

function absolute(url: string, origin: string | null | undefined): string {
  try {
    return origin ? new URL(url, origin).toString() : url
  } catch {
    return url
  }
}
