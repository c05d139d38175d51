import { titleWithSiteName } from '@idx/domain'
import { useEffect } from 'react'
import type { SiteApi } from './site-api.js'

/** The site document's name (`data.attributes.name`), or '' before it has loaded. */
function siteNameOf(document: unknown): string {
  const name = (document as { data?: { attributes?: { name?: unknown } } } | undefined)?.data?.attributes?.name
  return typeof name === 'string' ? name : ''
}

/**
 * Sets the document's title to `title` and the site's name (see titleWithSiteName) while the
 * calling route shows, on client-side navigation too: the server writes the first page's title,
 * every later page is the router's. `null` leaves the title as it is (a listing still loading
 * keeps the page's title until its own is known).
 *
 * @example
 * usePageTitle(api, 'My Account') // document.title === 'My Account | Lone Star Realty'
 */
export function usePageTitle(api: SiteApi, title: string | null): void {
  const { name: siteName, loading } = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({ name: siteNameOf(data), loading: isLoading }),
  })
  useEffect(
    function showPageTitle() {
      // While the site is still loading, the title waits for its name rather than flashing the
      // bare page title (which a bookmark or a tab strip could keep).
      if (title !== null && !loading) document.title = titleWithSiteName(title, siteName)
    },
    [title, siteName, loading],
  )
}

/** usePageTitle as an element, for routes drawn without a component of their own to call it. */
export function PageTitle({ api, title }: { api: SiteApi; title: string }) {
  usePageTitle(api, title)
  return null
}
