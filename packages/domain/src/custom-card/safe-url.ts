/** Schemes a card's links may use; anything else (javascript:, data:, vbscript:, file:…) is dropped. */
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel'])

/** Schemes an image may load from. */
const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https'])

/** Inline images an `<img>` can show: an image never runs script, even an SVG one. */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif|svg\+xml)[;,]/i

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * The URL as a browser reads it: tabs and newlines anywhere are dropped, and leading and trailing
 * control characters and spaces are trimmed ('java\tscript:' and ' javascript:' are both
 * javascript: URLs, so they must be checked as such).
 */
function browserUrl(value: string): string {
  const url = value.replace(/[\t\n\r]/g, '')
  let start = 0
  let end = url.length
  while (start < end && url.charCodeAt(start) <= 0x20) start++
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--
  return url.slice(start, end)
}

function checkedUrl(value: unknown, schemes: ReadonlySet<string>): string | null {
  if (typeof value !== 'string') return null
  const url = browserUrl(value)
  if (url === '') return null
  const scheme = SCHEME.exec(url)?.[1]
  // No scheme: a relative URL ('/app/contact', '#map', '?q=1'), resolved against the page.
  if (scheme === undefined) return url
  return schemes.has(scheme.toLowerCase()) ? url : null
}

/**
 * The href of a link in a custom card, or `null` when it may not be used: only http(s),
 * mailto, tel and relative URLs are kept.
 *
 * @example
 * safeLinkHref('https://example.com/open-house') // 'https://example.com/open-house'
 * safeLinkHref('/app/contact')                   // '/app/contact'
 * safeLinkHref(' JavaScript:alert(1)')           // null
 */
export function safeLinkHref(value: unknown): string | null {
  return checkedUrl(value, LINK_SCHEMES)
}

/**
 * The src of an image in a custom card, or `null`: http(s), relative, or an inline
 * `data:image/…` URL (png, gif, jpeg, webp, avif, svg+xml).
 *
 * @example
 * safeImageSrc('https://cdn.example/meme.jpg')     // 'https://cdn.example/meme.jpg'
 * safeImageSrc('data:text/html,<script>…')         // null
 */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value === 'string' && DATA_IMAGE.test(browserUrl(value))) return browserUrl(value)
  return checkedUrl(value, IMAGE_SCHEMES)
}
