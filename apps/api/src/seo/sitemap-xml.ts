// Pure builders of the sitemap protocol's documents (https://www.sitemaps.org/protocol.html) and of
// robots.txt. No I/O: the routes read the rows and hand them here.

/** The protocol's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/** One `<url>` of a sitemap, or one `<sitemap>` of an index: an absolute URL and when it last changed. */
export type SitemapEntry = { loc: string; lastmod?: string | null }

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Characters XML 1.0 cannot hold at all (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE and U+FFFF): escaping cannot save them, so they are dropped.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * `text` as XML character data or attribute value: the five predefined entities escaped (the
 * protocol asks for all five in URLs), characters XML cannot hold dropped.
 *
 * @example
 * xmlEscape('https://homes.example/a?b=1&c=<2>') // 'https://homes.example/a?b=1&amp;c=&lt;2&gt;'
 */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)
}

/**
 * A moment as the W3C Datetime `<lastmod>` takes it, in UTC to the second
 * ('2026-01-01T12:30:00Z'), or null when it is not a date.
 *
 * @example
 * w3cDatetime(new Date(Date.UTC(2026, 0, 1, 12, 30))) // '2026-01-01T12:30:00Z'
 * w3cDatetime('2026-01-01T12:30:00.250+02:00')       // '2026-01-01T10:30:00Z'
 */
export function w3cDatetime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  if (Number.isNaN(time)) return null
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ''
  return `<${tag}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</${tag}>`
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) {
    throw new Error(`A ${root} holds at most ${SITEMAP_MAX_URLS} entries, got ${entries.length}: split it into pages`)
  }
  const lines = [XML_DECLARATION, `<${root} xmlns="${SITEMAP_NAMESPACE}">`]
  for (const entry of entries) lines.push(entryXml(tag, entry))
  lines.push(`</${root}>`, '')
  return lines.join('\n')
}

/**
 * A sitemap: `<urlset>` with one `<url>` (`<loc>`, `<lastmod>`) per entry. Throws past 50,000
 * entries, the protocol's limit (page them with `sitemapIndex`).
 *
 * @example
 * sitemapUrlSet([{ loc: 'https://homes.example/app/listing/a/7', lastmod: '2026-01-01T00:00:00Z' }])
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="…"><url><loc>https://…/7</loc><lastmod>…</lastmod></url>…'
 */
export function sitemapUrlSet(entries: readonly SitemapEntry[]): string {
  return document('urlset', 'url', entries)
}

/**
 * A sitemap index: `<sitemapindex>` with one `<sitemap>` (`<loc>`, `<lastmod>`) per page.
 *
 * @example
 * sitemapIndex([{ loc: 'https://homes.example/sitemap-1.xml' }])
 */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', entries)
}

/**
 * robots.txt allowing every crawler everywhere and naming the sitemap.
 *
 * @example
 * robotsTxt('https://homes.example/sitemap.xml') // 'User-agent: *\nAllow: /\n\nSitemap: https://homes.example/sitemap.xml\n'
 */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}
