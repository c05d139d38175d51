// Which configured image addresses (a site's logo, a feed's IDX logo, an agent's picture) a page
// of the site may show. The pages' Content-Security-Policy loads images from the site itself and
// from https: only (content-security-policy.ts, img-src), so an http:// address is
// a broken image and a console error on every card: refused where one is configured, and, for one
// stored before, answered as no image. A loopback http:// address (a development server) is no
// exception: the policy does not name it either; serve such a file from this server and give its
// path (`/logos/mls.svg`), which the policy allows as the site's own ('self').

/** Why an image address is refused, for the message of whoever configured it. */
export const IMAGE_URL_RULE =
  "an https:// URL or a path on this server starting with / (e.g. /logos/mls.svg): the site's pages load " +
  'images only over https (their Content-Security-Policy), so an http:// image would show broken'

/**
 * The address as a page may load it: an https URL (without user or password) or a path on this
 * server; null for anything else (http:, data:, a protocol-relative `//host`, not a URL).
 *
 * @example
 * shownImageUrl('https://cdn.broker.example/logo.png') // 'https://cdn.broker.example/logo.png'
 * shownImageUrl('/api/v3/sites/1/logo.svg')            // '/api/v3/sites/1/logo.svg'
 * shownImageUrl('http://cdn.broker.example/logo.png')  // null
 * shownImageUrl('http://localhost:8080/logo.png')      // null
 */
export function shownImageUrl(text: string | null | undefined): string | null {
  const value = text?.trim() ?? ''
  if (value === '') return null
  if (value.startsWith('/')) return value.startsWith('//') || value.includes('\\') ? null : value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  return url.href
}
