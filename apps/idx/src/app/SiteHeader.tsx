import type { Site } from '@idx/domain'
import { HeaderAccountButton } from '@idx/account-ui'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type SiteApi, useCurrentUser } from '@idx/app-shell'

/** Whether the `menu` query parameter opens the sidebar. */
export function menuOpen(search: string): boolean {
  const value = new URLSearchParams(search).get('menu')
  return value !== null && value !== 'false' && value !== '0'
}

/** The search with the sidebar opened or closed, everything else kept. */
export function withMenu(search: string, open: boolean): string {
  const params = new URLSearchParams(search)
  if (open) params.set('menu', 'true')
  else params.delete('menu')
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The site's header: its logo (or its name when it has none), and 'Hi, {first name}' (opens the sidebar) or 'Get Started'
 * (opens sign-in: index.authenticate on sites with their own login, else login). `aside` is drawn
 * at the bar's right end, outside the banner (the support chat's launcher): it takes its own place
 * in the bar and never lies over the page.
 */
export function SiteHeader({ api, site, aside }: { api: SiteApi; site: Site | null; aside?: ReactNode }) {
  const { user } = useCurrentUser(api)
  const navigate = useNavigate()
  const location = useLocation()
  const open = menuOpen(location.search)
  return (
    <div className="site-bar">
      <header className="site-header">
        {site?.logo_url ? (
          // The logo stands for the name (a brokerage's logo carries it); its alt text is the name.
          <img className="site-header__logo" src={site.logo_url} alt={site.name} height={36} />
        ) : (
          <span className="site-header__name">{site?.name ?? ''}</span>
        )}
        <HeaderAccountButton
          user={user}
          expanded={user ? open : undefined}
          onClick={() => {
            if (user) void navigate({ pathname: '/', search: withMenu(location.search, !open) })
            else
              void navigate({
                pathname: site?.features?.idx_login ? '/authenticate' : '/login',
                search: location.search,
              })
          }}
        />
      </header>
      {aside}
    </div>
  )
}
