import { APP_ROOT } from '../routes/app-root.js'
import type { AttemptedTransition } from './types.js'
import { inAppPath } from './in-app-path.js'

// After sign-in the app goes back to what the visitor was doing (spec §2 "Behaviour"). Both
// sources are URLs that reach the page from outside (a query parameter, a server-rendered page),
// so only pages of the app on this site are followed: a redirect elsewhere would be an open redirect.

/** Where the app goes after sign-in, and why. */
export type AfterSignInTarget =
  | { source: 'attempted-transition'; url: string; transition: AttemptedTransition }
  | { source: 'server-saved-route'; url: string }
  | { source: 'index'; url: string }

/** What the app remembers when sign-in completes. */
export type AfterSignInInput = {
  /** The route visit interrupted by sign-in, if any. */
  attemptedTransition?: AttemptedTransition | null
  /** A route the server renderer saved for after sign-in, if any. */
  serverSavedRoute?: string | null
}

/**
 * The attempted transition when there is one, else a route saved by server rendering, else
 * the index (`/app/`). A URL that is not a path under /app/ on this site is skipped (see inAppPath).
 *
 * @example
 * afterSignInTarget({ attemptedTransition: null, serverSavedRoute: '/app/collection/4/chat' })
 * // { source: 'server-saved-route', url: '/app/collection/4/chat' }
 * afterSignInTarget({ serverSavedRoute: 'https://evil.test/' }) // { source: 'index', url: '/app/' }
 */
export function afterSignInTarget({ attemptedTransition, serverSavedRoute }: AfterSignInInput): AfterSignInTarget {
  const attempted = attemptedTransition ? inAppPath(attemptedTransition.url) : null
  if (attemptedTransition && attempted) {
    return { source: 'attempted-transition', url: attempted, transition: attemptedTransition }
  }
  const saved = serverSavedRoute == null ? null : inAppPath(serverSavedRoute)
  if (saved) return { source: 'server-saved-route', url: saved }
  return { source: 'index', url: APP_ROOT }
}

const SERVER_RESTORABLE_PATH = /^\/app\/(?:saved-search|collection)\/[^/?#]+\/[^/?#]+/

/**
 * Whether the server renderer recognises `path` for restoring a session: it begins with
 * `/app/`, then `saved-search` or `collection`, an id, and a third segment.
 *
 * @example
 * isServerRestorablePath('/app/collection/12/chat') // true
 * isServerRestorablePath('/app/collection/12') // false: no third segment
 */
export function isServerRestorablePath(path: string): boolean {
  return SERVER_RESTORABLE_PATH.test(path)
}
