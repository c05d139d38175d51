import { listingFullPath, listingPublicSlug } from './listing-path.js'
import { seoBase, seoDisclosure, type SeoListing } from './seo-listing.js'

/**
 * The absolute canonical URL of a listing's full page: `origin` + the listing's full path. That is
 * the root-relative `full_url` the API sends (its `links.full`, also `seo.full_url`) without query or
 * fragment (a shared link's `share_token` is not canonical); otherwise, and always for a listing
 * whose address is hidden (its stored slug starts with the street), the path `listingFullPath`
 * builds from `listingPublicSlug`, the same rule the API's links follow.
 *
 * @example
 * listingCanonicalUrl({ id: '7', full_url: '/app/listing/7-main-st/7?share_token=x' }, 'https://homes.example')
 * // 'https://homes.example/app/listing/7-main-st/7'
 * listingCanonicalUrl({ id: '7', slug: '7-main-st' }, 'https://homes.example')
 * // 'https://homes.example/app/listing/7-main-st/7'
 */
export function listingCanonicalUrl(listing: SeoListing, origin: string): string {
  const base = seoBase(origin)
  const given = (listing.full_url ?? listing.seo?.full_url ?? '').trim()
  const relative = given.startsWith('/') && !given.startsWith('//')
  if (relative && seoDisclosure(listing).address) {
    const path = new URL(given, 'http://path.invalid').pathname
    if (path !== '/') return `${base}${path}`
  }
  const slug = listingPublicSlug({ ...listing, slug: listing.slug ?? listing.seo?.slug ?? null })
  return `${base}${listingFullPath({ id: listing.id, slug })}`
}
