import type { Site } from '@idx/domain'
import { lazy, Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { SiteApi } from '@idx/app-shell'
import { CollectionStyles } from '../shared/CollectionStyles.js'
import { menuOpen, SiteHeader } from './SiteHeader.js'
import { SkipLink } from './SkipLink.js'

const SiteSidebar = lazy(() => import('./SiteSidebar.js'))

/**
 * The frame of a collection's or saved search's page: its stylesheet, the skip link, the site
 * header, the page's `children`, and the sidebar while `menu` is set.
 */
export function RecordPageFrame({ api, site, children }: { api: SiteApi; site: Site | null; children: ReactNode }) {
  const location = useLocation()
  return (
    <>
      <CollectionStyles />
      <SkipLink />
      <SiteHeader api={api} site={site} />
      {children}
      {menuOpen(location.search) ? (
        <Suspense fallback={null}>
          <SiteSidebar api={api} site={site} />
        </Suspense>
      ) : null}
    </>
  )
}

/** A record page's load that failed other than 'not found': the spec's words and 'Try again'. */
export function RecordLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="collection-page collection-page--message">
      <div role="alert" className="collection-page__failed">
        <p>Oops, Something went wrong...</p>
        <button type="button" className="collection-page__retry" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  )
}
