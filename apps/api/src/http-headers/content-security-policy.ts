import { createHash, randomBytes } from 'node:crypto'

// The Content-Security-Policy of every answer, one function per kind of answer. The site's pages
// run no script but the build's files and the page's own inline script, which carries the
// response's nonce; every other answer (JSON, errors, assets, redirects) is locked down whole.

/**
 * Answers that are not a page the browser should run anything in: nothing loads, nothing frames
 * them, no form posts from them. An HTML or SVG file reached there shows inert.
 */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** A fresh nonce for one page (128 bits from the CSPRNG, base64), never reused across answers. */
export function scriptNonce(): string {
  return randomBytes(16).toString('base64')
}

/** What a site page's policy is built from. */
export interface SitePagePolicyInput {
  /** The nonce of this answer's inline scripts (scriptNonce()). */
  nonce?: string
  /**
   * Instead of a nonce, for a page answered to many visitors (a cached listing page, see
   * apps/api/src/idx-site/listing-page-cache.ts): the SHA-256 sources of its inline scripts
   * (inlineScriptHashes of the template), so no secret is shared between answers.
   */
  scriptHashes?: readonly string[]
  /** Origins besides the site's own allowed to frame it (config.frameAncestors). */
  frameAncestors: readonly string[]
  /** The site's map tile services (config.site.mapTiles, IDX_MAP_TILES): their hosts serve images. */
  mapTiles: unknown
  /** Where the site's API is when not on this origin (the page config's api_base_url; '' here). */
  apiBaseUrl?: string
  /** The site's single sign-on issuer, when it has one: the page exchanges its code there itself. */
  ssoIssuer?: string | null
  /** The site's PMTiles basemap (IDX_BASEMAP_PMTILES), which the page reads in byte ranges. */
  basemapUrl?: string | null
}

/**
 * The policy of a page of the site (/app/…):
 * - scripts: the build's own files ('self': the entry, its chunks and lazy modules) and inline
 *   scripts carrying this answer's nonce; no 'unsafe-inline', no eval. The page's JSON data blocks
 *   (`type="application/json"`, JSON-LD) are never run, so CSP does not apply to them.
 * - styles: 'unsafe-inline' on purpose. React 19 hoists each widget's `<style precedence>` into the
 *   head, and on the client inserts those of lazily loaded widgets itself, with no way to give
 *   them a nonce; server-rendered markup carries style attributes (`display:contents`), and
 *   Leaflet writes HTML strings (marker icons, attribution) that may too. Styles cannot run code;
 *   the scripts are what this policy holds.
 * - images: the site, data: URLs (the icon, Leaflet's control icons), https: (listing photos come
 *   from each feed's own host) and the configured tile servers, whatever their scheme.
 * - connections: the site itself (and its API's origin when configured elsewhere), and https:
 *   hosts, for single sign-on: the page reads its identity provider's discovery document and
 *   exchanges the code at the token endpoint that document names, which may be on another host
 *   than the issuer (Google's is); the issuer's own origin is added too, for an http one (a
 *   development provider), and the PMTiles basemap's origin when it is http. Scripts being the
 *   page's own, nothing else calls out.
 * - frames: only the site's own origin and the configured ones may embed it.
 *
 * @example
 * sitePagePolicy({ nonce: 'abc', frameAncestors: ['https://broker.example'], mapTiles: {} })
 * // "default-src 'self'; script-src 'self' 'nonce-abc'; … frame-ancestors 'self' https://broker.example"
 */
export function sitePagePolicy(input: SitePagePolicyInput): string {
  // https: covers every https origin; an http one (a development server) is named on its own.
  const plainHttp = new Set(
    [originOf(input.apiBaseUrl ?? ''), originOf(input.ssoIssuer ?? ''), originOf(input.basemapUrl ?? '')].filter(
      (origin): origin is string => origin?.startsWith('http:') ?? false,
    ),
  )
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(input.nonce ? [`'nonce-${input.nonce}'`] : []), ...(input.scriptHashes ?? [])].join(
      ' ',
    ),
    "style-src 'self' 'unsafe-inline'",
    // blob: the photo uploader previews the files an agent chose before they are uploaded.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...tileSources(input.mapTiles)].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", 'https:', ...plainHttp].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ['frame-ancestors', "'self'", ...input.frameAncestors].join(' '),
  ].join('; ')
}

/**
 * The hosts of the configured tile services as CSP sources: a Leaflet `{s}` (or any `{…}`) in the
 * host name becomes a wildcard first label, as CSP allows (`https://{s}.tile.example` ->
 * `https://*.tile.example`). Entries that are not http(s) URL templates are left out.
 *
 * @example
 * tileSources({ topo: { url: 'http://{s}.tiles.example:8080/{z}/{x}/{y}.png' } }) // ['http://*.tiles.example:8080']
 */
export function tileSources(mapTiles: unknown): string[] {
  if (typeof mapTiles !== 'object' || mapTiles === null) return []
  const sources = new Set<string>()
  for (const tiles of Object.values(mapTiles as Record<string, unknown>)) {
    const url = (tiles as { url?: unknown } | null)?.url
    if (typeof url !== 'string') continue
    const match = /^(https?):\/\/([^/?#]+)/i.exec(url)
    if (!match) continue
    const [, scheme = '', hostAndPort = ''] = match
    const host = hostAndPort.includes('{') ? hostAndPort.replace(/^[^.]*\{[^}]*\}[^.]*\./, '*.') : hostAndPort
    // Whatever is still templated (a placeholder past the first label) cannot be a source.
    if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) continue
    sources.add(`${scheme.toLowerCase()}://${host.toLowerCase()}`)
  }
  return [...sources]
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The attribute that marks an inline script of the page template; replaced by the nonce per answer. */
export const NONCE_PLACEHOLDER = '__IDX_SCRIPT_NONCE__'

/**
 * The page template with a nonce placeholder on each script the page runs (the inline ones and
 * the entry module), done once at start: `withNonce` then writes each answer's own nonce in.
 * JSON data blocks are left alone: they are never run.
 *
 * @example
 * const template = markScriptsForNonce('<script>go()</script>')
 * withNonce(template, 'abc') // '<script nonce="abc">go()</script>'
 */
export function markScriptsForNonce(html: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (tag: string, attributes: string) =>
    /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes) || /\bnonce\s*=/i.test(attributes)
      ? tag
      : `<script nonce="${NONCE_PLACEHOLDER}"${attributes}>`,
  )
}

/**
 * The CSP sources (`'sha256-…'`) allowing exactly the inline scripts `html` runs (not its JSON
 * data blocks, which never run).
 *
 * @example
 * inlineScriptHashes('<script>go()</script>') // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(runnableInlineScripts(html).map((script) => `'sha256-${sha256Base64(script)}'`))]
}

/** The marked template with no nonce: a page answered to many visitors runs its scripts by their hashes. */
export function withoutNonce(markedHtml: string): string {
  return markedHtml.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '')
}

/** The marked template with `nonce` in place of each placeholder. */
export function withNonce(markedHtml: string, nonce: string): string {
  return markedHtml.replaceAll(NONCE_PLACEHOLDER, nonce)
}

/**
 * The policy of Storybook's built files (/storybook/, for designers), given its pages' HTML: its
 * scripts are its own files and the inline scripts its build wrote into those pages, allowed by
 * their SHA-256 (the same on every answer: the files do not change while the server runs). Its
 * manager frames its own preview, so this origin alone may frame it.
 *
 * @example
 * storybookPolicy(['<script>window.CONFIG_TYPE = "PRODUCTION"</script>'])
 * // "default-src 'self'; script-src 'self' 'sha256-…'; … frame-ancestors 'self'"
 */
export function storybookPolicy(pages: readonly string[]): string {
  const hashes = new Set(pages.flatMap(inlineScripts).map((script) => `'sha256-${sha256Base64(script)}'`))
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The text of each inline script of a page (scripts with a `src` have none), exactly as written. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
}

function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
}

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')
