import { listingCanonicalUrl } from './listing-canonical-url.js'
import { listingJsonLd } from './listing-json-ld.js'
import { seoBase, seoDisclosure, type ListingSeoOptions, type SeoListing } from './seo-listing.js'
import { seoDescription, seoHeadline, seoImages, seoText } from './seo-texts.js'

/** One `<meta>` of a listing page: `name` (description, twitter:*) or `property` (og:*) and its content. */
export type SeoMetaTag = { name?: string; property?: string; content: string }

/** Everything a server renderer writes into a listing page's `<head>`. */
export type ListingSeoHead = {
  /** The `<title>`: the listing's headline, then ' | ' and the site's name. */
  title: string
  /** `<meta name="description">`: what, where, the facts, then the listing's own words. */
  description: string
  /** `<link rel="canonical">`, absolute. */
  canonical: string
  /** Open Graph (`property`) and Twitter (`name`) tags; title, description and canonical are separate. */
  meta: SeoMetaTag[]
  /** schema.org `RealEstateListing` (`listingJsonLd`): write it with `jsonLdScript`. */
  jsonLd: Record<string, unknown>
}

/**
 * The `<head>` of a listing's full page for search engines and link previews: title, meta
 * description, absolute canonical URL, Open Graph and Twitter tags from the listing's `seo`
 * attributes (og_title, og_description, twitter_title, twitter_description), falling back to its
 * title, subtitle, facts and description, and the schema.org JSON-LD. What the page withholds stays
 * out (see `seoDisclosure`): no price for a hidden-price, password-protected or Sold listing, no
 * street for a hidden address. Tags without content are left out; `twitter:card` is
 * `summary_large_image` when there is a photo, else `summary`.
 *
 * @example
 * const head = listingSeoHead(listing, { siteName: 'Lone Star Realty', origin: 'https://homes.example' })
 * head.title     // '1105 W Mary St, Austin, TX 78704 | Lone Star Realty'
 * head.canonical // 'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7'
 * `<script type="application/ld+json">${jsonLdScript(head.jsonLd)}</script>`
 */
export function listingSeoHead(listing: SeoListing, options: ListingSeoOptions): ListingSeoHead {
  const base = seoBase(options.origin)
  const disclosure = seoDisclosure(listing, options)
  const siteName = options.siteName.trim()
  const headline = seoHeadline(listing, disclosure)
  const description = seoDescription(listing, disclosure)
  const canonical = listingCanonicalUrl(listing, base)
  const image = seoImages(listing, base)[0] ?? ''
  const ogDescription = seoText(listing, disclosure) || description
  const twitterDescription = seoText(listing, disclosure, 'twitter') || ogDescription
  const tags: SeoMetaTag[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: headline },
    { property: 'og:description', content: ogDescription },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: image ? headline : '' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seoHeadline(listing, disclosure, 'twitter') },
    { name: 'twitter:description', content: twitterDescription },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: image ? headline : '' },
  ]
  return {
    title: siteName ? `${headline} | ${siteName}` : headline,
    description,
    canonical,
    meta: tags.filter((tag) => tag.content !== ''),
    jsonLd: listingJsonLd(listing, { siteName, origin: base, fractionDisplay: disclosure.fractionDisplay }),
  }
}
