/** Where the alert links' routes are served (alert-links.routes.ts), outside /api/v3: no site token. */
export const ALERT_LINKS_PREFIX = '/alerts'

// Tokens go in the query (`t`): they are longer than a path segment may be (Fastify's 100).

/** The URL path of a one-click unsubscribe (GET: a confirmation page; POST: unsubscribe). */
export function unsubscribePath(token: string): string {
  return `${ALERT_LINKS_PREFIX}/unsubscribe?t=${token}`
}

/** The URL path of a tracked link (it redirects to the path the token names). */
export function clickPath(token: string): string {
  return `${ALERT_LINKS_PREFIX}/c?t=${token}`
}

/** The URL path of an alert's tracking pixel. */
export function pixelPath(token: string): string {
  return `${ALERT_LINKS_PREFIX}/o.gif?t=${token}`
}

/** The app's page of a saved search. */
export function savedSearchPath(searchId: number): string {
  return `/app/saved-search/${searchId}`
}
