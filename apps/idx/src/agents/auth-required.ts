import { APP_ROOT, type AttemptedTransition } from '@idx/domain'

/**
 * Where an authentication-required route sends a visitor who is not signed in (spec §2): to
 * `authenticate` on sites with their own login, else to `auth`, keeping the query; and the
 * attempted transition to remember, so sign-in comes back to this very URL. The sign-in module's
 * account page does the same; this is the router-free half, for routes outside it.
 *
 * @example
 * authRequiredRedirect({ idxLogin: false, pathname: '/work-with-agent/12/get-started', search: '', targetName: '' })
 * // { to: '/auth', transition: { url: '/app/work-with-agent/12/get-started', targetName: '', queryParams: {} } }
 */
export function authRequiredRedirect({
  idxLogin,
  pathname,
  search,
  targetName,
}: {
  /** The site's `features.idx_login`. */
  idxLogin: boolean | null | undefined
  /** The router's path (without /app). */
  pathname: string
  search: string
  /** What the auth screen names ('Login to view this {target}'); '' keeps its 'Get Started'. */
  targetName: string
}): { to: string; transition: AttemptedTransition } {
  const params = new URLSearchParams(search)
  const query = params.toString()
  const root = APP_ROOT.replace(/\/$/, '')
  return {
    to: `${idxLogin ? '/authenticate' : '/auth'}${query ? `?${query}` : ''}`,
    transition: {
      url: `${root}${pathname}${query ? `?${query}` : ''}`,
      targetName,
      queryParams: Object.fromEntries(params),
    },
  }
}
