import { isServerRestorablePath } from '../session/after-sign-in.js'
import { scriptSafeJson } from './script-safe-json.js'

/** The element the server writes the saved route into, and the app reads it from. */
export const SAVED_ROUTE_ELEMENT_ID = 'idx-saved-route'

/**
 * The saved route a page carries as the element's JSON text, or null when the page's URL is no
 * route the app restores after sign-in (spec §2: /app/saved-search or /app/collection, an id and
 * a third segment). Safe inside a `<script>`: `<` and the JavaScript line separators are escaped.
 *
 * @example
 * savedRouteJson('/app/collection/12/chat?x=1') // '"/app/collection/12/chat?x=1"'
 * savedRouteJson('/app/') // null
 */
export function savedRouteJson(url: string): string | null {
  if (!isServerRestorablePath(url.split(/[?#]/, 1)[0] ?? '')) return null
  return scriptSafeJson(JSON.stringify(url))
}

/**
 * The route the server saved when it served the page (a collection's or saved search's page), to
 * come back to after sign-in; null when there is none or it is not one the server restores.
 *
 * @example
 * readSavedRoute('"/app/collection/12/chat"') // '/app/collection/12/chat'
 */
export function readSavedRoute(text: string | null | undefined): string | null {
  if (!text) return null
  try {
    const url: unknown = JSON.parse(text)
    if (typeof url !== 'string') return null
    return isServerRestorablePath(url.split(/[?#]/, 1)[0] ?? '') ? url : null
  } catch {
    return null
  }
}
