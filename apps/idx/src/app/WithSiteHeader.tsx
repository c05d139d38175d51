import { normalizeCached } from '@idx/api-client/react'
import type { ReactNode } from 'react'
import type { SiteApi } from '@idx/app-shell'
import { SiteHeader } from './SiteHeader.js'

/**
 * A page of its own (not drawn by index's layout, such as "Page not found" or listing-not-found)
 * under the site's header, as every other page is: the site's name, and the visitor's account.
 */
export function WithSiteHeader({ api, children }: { api: SiteApi; children: ReactNode }) {
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  return (
    <>
      <SiteHeader api={api} site={site} />
      {children}
    </>
  )
}
