import { isServerRestorablePath } from '@idx/domain'

/** The element the server writes the saved route into (apps/api/src/saved-route.ts). */
export const SAVED_ROUTE_ELEMENT_ID = 'idx-saved-route'

/**
 * The route the server saved when it served this page (a collection's or saved search's page), to
 * come back to after sign-in; null when there is none or it is not one the server restores.
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
