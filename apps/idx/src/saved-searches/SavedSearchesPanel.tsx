import { savedSearchesFromDocument } from '@idx/api-client'
import { CollectionList, type CollectionListTab } from '@idx/collaboration-ui'
import { APP_ROOT, savedSearchPath, type Site } from '@idx/domain'
import { useState } from 'react'
import { useLocation, useOutletContext } from 'react-router'
import { AuthDialog, type SiteApi, useCurrentUser, usePageTitle, useRequireSession } from '@idx/app-shell'
import { withMenu } from '../app/SiteHeader.js'

/** What index's layout hands its children (IndexLayout.tsx). */
type IndexContext = { api: SiteApi; site: Site | null }

/**
 * `saved-searches` (the sidebar's Saved Searches card), over the search: the user's saved
 * searches, sorted by name, each with its new matches since they last opened it; agents get the
 * 'My Searches' and 'Client Searches' tabs. A visitor goes through sign-in and comes back here.
 */
export default function SavedSearchesPanel() {
  const { api, site } = useOutletContext<IndexContext>()
  const location = useLocation()
  usePageTitle(api, 'Saved Searches')
  const guard = useRequireSession('list', site)
  if (guard) return guard
  // Closing goes back to the sidebar the card was opened from.
  const closeHref = `/${withMenu(location.search, true)}`
  return (
    <AuthDialog title="Saved Searches" closeHref={closeHref}>
      <MySavedSearches api={api} />
    </AuthDialog>
  )
}

function MySavedSearches({ api }: { api: SiteApi }) {
  const { user } = useCurrentUser(api)
  const isAgent = Boolean(user?.as_agent)
  const [tab, setTab] = useState<CollectionListTab>('mine')
  const clients = isAgent && tab === 'clients'
  const query = api.useGetSavedSearchesQuery(clients ? { onlyClients: true } : { onlyMembership: true }, {
    skip: user === null,
  })
  const savedSearches = query.currentData ? savedSearchesFromDocument(query.currentData).savedSearches : []
  return (
    <div className="idx-collab">
      <p className="idx-collab__muted">
        Each saved search tells you about new homes that match it, and price and status changes, as often as you chose.
      </p>
      <CollectionList
        kind="saved-search"
        collections={savedSearches}
        state={query.isError ? 'error' : query.currentData ? 'ready' : 'loading'}
        hrefFor={(savedSearch) => `${APP_ROOT}${savedSearchPath(String(savedSearch.id))}`}
        isAgent={isAgent}
        tab={tab}
        onTabChange={setTab}
        onRetry={() => void query.refetch()}
      />
    </div>
  )
}

/**
 * The `save-search` route's own element: nothing for a signed-in user (the search screen draws the
 * dialog), sign-in first for a visitor, who then comes back to the same search with it open.
 */
export function SaveSearchGate() {
  const { api, site } = useOutletContext<IndexContext>()
  usePageTitle(api, 'Create a Saved Search')
  return useRequireSession('search', site)
}
