import {
  APP_ROOT,
  frontFacingPageUrl,
  jsonLdScript,
  listingSeoHead,
  titleWithSiteName,
  type SeoListing,
} from '@idx/domain'
import { LISTING_NOT_FOUND_TEXT, LISTING_NOT_FOUND_TITLE } from '../listing/listing-not-found-texts.js'

/** What every page's head is built from. */
export type PageHeadOptions = {
  /** The site's name (the site document's `name`); blank leaves it out of titles. */
  siteName: string
  /** Where the site is reached, e.g. 'https://homes.example': canonical URLs are absolute against it. */
  origin: string
  /** The site's `features.fraction_display.enabled`: the description writes bathrooms as the page does. */
  fractionDisplay?: boolean
  /**
   * The site's `front_facing_site_idx_prefix`: when it is the address of the brokerage's page that
   * embeds the site, a listing page's canonical link is that page opened at the listing (search
   * engines credit the brokerage's page); a path or nothing leaves it on `origin`.
   */
  frontFacingPrefix?: string | null | undefined
}

/** The search screen's description (also index.html's, for pages the server does not render). */
export const SEARCH_PAGE_DESCRIPTION = 'Search homes for sale and for rent.'

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}

/**
 * `text` safe inside a double-quoted attribute or as element text.
 *
 * @example
 * escapeHtml('"Tom" & <Jerry>') // '&quot;Tom&quot; &amp; &lt;Jerry&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character)
}

const origin = (value: string) => value.replace(/\/+$/, '')

function basicTags(title: string, description: string, canonical: string | null): string[] {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
  ]
}

/**
 * A listing's full or split page: title, description, canonical URL, Open Graph and Twitter tags
 * and the schema.org JSON-LD, from `listingSeoHead` (@idx/domain), which leaves out what the page
 * withholds (a locked listing's price). One tag per line. With `frontFacingPrefix` naming the
 * brokerage's page, the canonical link is that page opened at the listing (og:url stays the site's).
 */
export function listingPageHead(listing: SeoListing, options: PageHeadOptions): string {
  const head = listingSeoHead(listing, {
    siteName: options.siteName,
    origin: options.origin,
    fractionDisplay: options.fractionDisplay,
  })
  const base = origin(options.origin)
  const canonical =
    head.canonical?.startsWith(`${base}/`) === true
      ? (frontFacingPageUrl(options.frontFacingPrefix, head.canonical.slice(base.length)) ?? head.canonical)
      : head.canonical
  return [
    ...basicTags(head.title, head.description, canonical),
    ...head.meta.map((tag) =>
      tag.property
        ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" />`
        : `<meta name="${escapeHtml(tag.name ?? '')}" content="${escapeHtml(tag.content)}" />`,
    ),
    `<script type="application/ld+json">${jsonLdScript(head.jsonLd)}</script>`,
  ].join('\n')
}

/**
 * The search screen (`title` from searchPageTitle, as the browser sets it): one canonical URL for every search (the app root): filtered searches are
 * views of the same page, and crawlers should not index the endless combinations of filters.
 */
export function searchPageHead(options: PageHeadOptions & { title: string }): string {
  return basicTags(
    titleWithSiteName(options.title, options.siteName),
    SEARCH_PAGE_DESCRIPTION,
    `${origin(options.origin)}${APP_ROOT}`,
  ).join('\n')
}

/** listing-not-found (HTTP 404): kept out of search indexes. */
export function listingNotFoundPageHead(options: PageHeadOptions): string {
  return [
    ...basicTags(titleWithSiteName(LISTING_NOT_FOUND_TITLE, options.siteName), LISTING_NOT_FOUND_TEXT, null),
    '<meta name="robots" content="noindex" />',
  ].join('\n')
}
