import { afterSignInTarget, APP_ROOT } from '@idx/domain'
import type { SiteSession } from './site-session.js'

/**
 * Where the router goes once the visitor is signed in (spec §2): the attempted transition, else
 * the route the server saved into the page, else the index with the sidebar open. Each is used
 * once. Paths are the router's (without /app).
 */
export function routeAfterSignIn(session: SiteSession, search: string): string {
  const target = afterSignInTarget({
    attemptedTransition: session.attemptedTransition(),
    serverSavedRoute: session.takeServerSavedRoute(),
  })
  session.setAttemptedTransition(null)
  if (target.source === 'index') {
    const params = new URLSearchParams(search)
    params.set('menu', 'true')
    return `/?${params}`
  }
  return routerPath(target.url)
}

/** `/app/account?x=1` → `/account?x=1`: the router's basename is /app. */
export function routerPath(url: string): string {
  const root = APP_ROOT.replace(/\/$/, '')
  const path = url === root || url.startsWith(`${root}/`) ? url.slice(root.length) || '/' : url
  // '//host/…' would read as another host to anything but the router: keep one leading slash.
  return path.replace(/^\/{2,}/, '/')
}
