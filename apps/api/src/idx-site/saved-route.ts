import { SAVED_ROUTE_ELEMENT_ID, savedRouteJson } from '@idx/domain'

/** The element the app reads the saved route from (a contract in @idx/domain). */
export { SAVED_ROUTE_ELEMENT_ID }

/**
 * A page asked for at a path the app restores after sign-in (spec §2: /app/saved-search or
 * /app/collection, an id and a third segment) carries that path, so a visitor who must sign in
 * first comes back to it. Other pages are returned unchanged.
 *
 * @example
 * injectSavedRoute(html, '/app/collection/12/chat?x=1') // html with <script id="idx-saved-route" …>"/app/collection/12/chat?x=1"</script>
 */
export function injectSavedRoute(html: string, url: string): string {
  const json = savedRouteJson(url)
  if (json === null) return html
  const script = `<script id="${SAVED_ROUTE_ELEMENT_ID}" type="application/json">${json}</script>\n`
  return html.replace('</body>', () => `${script}</body>`)
}
