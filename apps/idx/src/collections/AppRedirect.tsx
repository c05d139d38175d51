import { appRedirect } from '@idx/domain'
import { Navigate, useLocation } from 'react-router'

/**
 * The addresses that only redirect (old-style `collections/{id}[/…]`, `{type}/{id}/accept_invite`),
 * when reached by a link inside the app; the server answers a request for one with a redirect
 * already (apps/api idx-site.ts), from the same rule.
 */
export function AppRedirect() {
  const { pathname, search } = useLocation()
  const target = appRedirect(pathname.replace(/^\//, ''), search) ?? ''
  return <Navigate replace to={`/${target}`} />
}
