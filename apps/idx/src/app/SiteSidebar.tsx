import type { Site } from '@idx/domain'
import { SidebarMenu, type SidebarTarget } from '@idx/account-ui'
import type { RenderLink } from '@idx/ui'
import { Link, useLocation, useNavigate } from 'react-router'
import { type SiteApi, useCurrentUser, useSiteSession } from '@idx/app-shell'
import { SIDEBAR_BODY_TEXT, VISITOR_SIDEBAR_TITLE } from './sidebar-texts.js'
import { withMenu } from './SiteHeader.js'
import { useHydrating } from './useHydrating.js'

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />

/**
 * The sidebar behind `menu` (spec §2): getting-started cards, 'Your Agent', Login/Logout. Saved
 * Searches leads to the user's saved searches, Collections to their collections, Settings &
 * Notifications to the account page.
 */
export default function SiteSidebar({ api, site }: { api: SiteApi; site: Site | null }) {
  const session = useSiteSession()
  const { user } = useCurrentUser(api)
  const navigate = useNavigate()
  const location = useLocation()
  const signInPath = site?.features?.idx_login ? '/authenticate' : '/login'
  // The server renders the sidebar anonymous, so hydration does too before the stored session.
  const sso = useHydrating() ? false : session.isSso()
  return (
    <SidebarMenu
      className="site-sidebar"
      user={user}
      {...(user ? {} : { title: VISITOR_SIDEBAR_TITLE, intro: SIDEBAR_BODY_TEXT })}
      sso={sso}
      links={{ 'saved-searches': '/saved-searches', collections: '/collections', account: '/account' }}
      renderLink={renderRouterLink}
      onNavigate={(target: SidebarTarget) => void navigate(`/${target}`)}
      onLogin={(target) => {
        // A visitor's card is a page that needs a session: remember it, retry it after sign-in.
        if (target) session.setAttemptedTransition({ url: `/app/${target}`, targetName: target, queryParams: {} })
        void navigate({ pathname: signInPath, search: withMenu(location.search, false) })
      }}
      onLogout={() => void session.signOut()}
      onClose={() => void navigate({ pathname: location.pathname, search: withMenu(location.search, false) })}
    />
  )
}
