import { isServerRestorablePath } from '@idx/domain'

/** The element apps/idx reads the saved route from (apps/idx/src/session/saved-route.ts). */
export const SAVED_ROUTE_ELEMENT_ID = 'idx-saved-route'

/**
 * A page asked for at a path the app restores after sign-in (spec §2: /app/saved-search or
 * /app/collection, an id and a third segment) carries that path, so a visitor who must sign in
 * first comes back to it. Other pages are returned unchanged.
 *
 * @example
 * injectSavedRoute(html, '/app/collection/12/chat?x=1') // html with <script id="idx-saved-route" …>"/app/collection/12/chat?x=1"</script>
 */
export function injectSavedRoute(html: string, url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  if (!isServerRestorablePath(path)) return html
  const json = JSON.stringify(url)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  const script = `<script id="${SAVED_ROUTE_ELEMENT_ID}" type="application/json">${json}</script>\n`
  return html.replace('</body>', () => `${script}</body>`)
}
