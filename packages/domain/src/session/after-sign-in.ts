import { APP_ROOT } from '../constants/app.js'
import type { AttemptedTransition } from '../types/session.js'

// After sign-in the app goes back to what the visitor was doing (spec §2 "Behaviour"). Both
// sources are URLs that reach the page from outside (a query parameter, a server-rendered page),
// so only paths on this site are followed: a redirect elsewhere would be an open redirect.

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
 * the index (`/app/`). A URL that is not a path on this site is skipped.
 *
 * @example
 * afterSignInTarget({ attemptedTransition: null, serverSavedRoute: '/app/collection/4/chat' })
 * // { source: 'server-saved-route', url: '/app/collection/4/chat' }
 * afterSignInTarget({ serverSavedRoute: 'https://evil.test/' }) // { source: 'index', url: '/app/' }
 */
export function afterSignInTarget({ attemptedTransition, serverSavedRoute }: AfterSignInInput): AfterSignInTarget {
  if (attemptedTransition && isLocalPath(attemptedTransition.url)) {
    return { source: 'attempted-transition', url: attemptedTransition.url, transition: attemptedTransition }
  }
  if (serverSavedRoute != null && isLocalPath(serverSavedRoute)) {
    return { source: 'server-saved-route', url: serverSavedRoute }
  }
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

/** A path on this origin: one leading slash, not `//host` or `/\host`, which browsers treat as other hosts. */
function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
}
