import { normalizeCached } from '@idx/api-client/react'
import { useCurrentUser, useSessionScope, useSessionStatus, useSiteSession, type SiteApi } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS, APP_ROOT } from '@idx/domain'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { leadsRole, leadsTitle } from '../leads/lead-access.js'

/**
 * The thin bar on every admin screen (landmark `banner`): the site's name, a link back to the
 * visitor site, and while someone is signed in their e-mail and "Sign out". That is an admin's
 * session or a visitor's (one token store for both apps): a visitor whose e-mail the admin
 * sign-in keeps can sign out here and sign in as an administrator. Signing out revokes the
 * session at the server and reloads to the session's home, the admin sign-in (/admin/). Its
 * navigation names the screens the session may open: an administrator's Markets and Leads, an
 * agent's My Leads.
 */
export function AdminHeader({ api }: { api: SiteApi }) {
  const session = useSiteSession()
  const signedIn = useSessionStatus() === 'authenticated'
  const { user } = useCurrentUser(api)
  const role = leadsRole(useSessionScope(), user)
  const siteName = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ name: (data && normalizeCached(data).data?.name) ?? '' }),
  }).name
  // Until the page reloads: a second click would revoke a session already on its way out.
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    await session.signOut()
  }

  return (
    <header className="site-header admin-header">
      <div className="admin-header__group">
        <span className="site-header__name">
          {siteName ? `${siteName} ` : ''}
          <span className="admin-header__product">Admin</span>
        </span>
        {signedIn && role !== 'none' ? (
          <nav className="admin-nav" aria-label="Admin">
            {role === 'admin' ? <NavLink to={ADMIN_ROUTE_PATHS.ui}>Markets</NavLink> : null}
            {role === 'admin' ? <NavLink to={ADMIN_ROUTE_PATHS.settings}>Settings</NavLink> : null}
            {role === 'admin' ? <NavLink to={ADMIN_ROUTE_PATHS.users}>Users</NavLink> : null}
            <NavLink to={ADMIN_ROUTE_PATHS['cms.listings']}>{role === 'agent' ? 'My Listings' : 'Listings'}</NavLink>
            <NavLink to={ADMIN_ROUTE_PATHS.leads}>{leadsTitle(role)}</NavLink>
          </nav>
        ) : null}
        <a href={APP_ROOT}>View the site</a>
      </div>
      {signedIn ? (
        <div className="admin-header__group">
          <span className="admin-header__email">{user?.email ?? ''}</span>
          <button type="button" className="admin-header__sign-out" disabled={signingOut} onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      ) : null}
    </header>
  )
}
