import { AdminReauthenticate, RETURN_TO_PARAM, routerReturnTo } from '@idx/app-shell'
import { APP_ROOT } from '@idx/domain'
import { Link, useSearchParams } from 'react-router'
import { ADMIN_HOME, adminSignInHref } from '../admin-routes.js'

/**
 * admin-reauthenticate: Confirm goes through the admin sign-in back to the route the admin was
 * on (`return_to`, written by the admin-scope guard); Cancel to the index, the visitor site's.
 */
export function ReauthenticatePage() {
  const [params] = useSearchParams()
  const returnTo = routerReturnTo(params.get(RETURN_TO_PARAM), ADMIN_HOME)
  return (
    <AdminReauthenticate
      confirm={<Link to={adminSignInHref(returnTo)}>Confirm</Link>}
      cancel={<a href={APP_ROOT}>Cancel</a>}
    />
  )
}
