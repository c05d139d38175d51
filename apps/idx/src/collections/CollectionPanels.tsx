import { collectionsFromDocument, SOMETHING_WENT_WRONG_MESSAGE } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { CollabStyles } from '@idx/collaboration-ui'
import { APP_ROOT, collectionPath, listingTitle, type Site } from '@idx/domain'
import { useLocation, useOutletContext } from 'react-router'
import { AuthDialog, type SiteApi, usePageTitle, useRequireSession } from '@idx/app-shell'
import { withMenu } from '../app/SiteHeader.js'
import { appHref, fullListingPath } from '../shared/listing-paths.js'
import { MyCollections } from './MyCollections.js'

/** What index's layout hands its children (IndexLayout.tsx). */
type IndexContext = { api: SiteApi; site: Site | null }

/** How many homes of each collection `properties` names (one page of the collection's listings). */
const HOMES_PER_COLLECTION = 20

/** The index children of this module: `collections`, `dashboard` and `properties`. */
export type CollectionsPanelKind = 'collections' | 'dashboard' | 'properties'

/** What the sign-in screen asks a visitor to log in to view ('Login to view this {target}'). */
export const PANEL_SIGN_IN_TARGETS: Record<CollectionsPanelKind, string> = {
  collections: 'list',
  dashboard: 'dashboard',
  properties: 'list',
}

const TITLES: Record<CollectionsPanelKind, string> = {
  collections: 'Collections',
  dashboard: 'Dashboard',
  properties: 'Properties',
}

/**
 * A signed-in user's lists, drawn as a dialog over the search (children of index): `collections`
 * (the sidebar's Collections card), `dashboard` (collections for now: saved searches have no page
 * yet) and `properties` (the names of the homes saved across the user's collections).
 * A visitor goes through sign-in and comes back here.
 */
export default function CollectionsPanel({ kind }: { kind: CollectionsPanelKind }) {
  const { api, site } = useOutletContext<IndexContext>()
  const location = useLocation()
  usePageTitle(api, TITLES[kind])
  const guard = useRequireSession(PANEL_SIGN_IN_TARGETS[kind], site)
  if (guard) return guard
  // Closing goes back to the sidebar the card was opened from.
  const closeHref = `/${withMenu(location.search, true)}`
  return (
    <AuthDialog title={TITLES[kind]} closeHref={closeHref}>
      {kind === 'properties' ? <SavedHomes api={api} /> : <MyCollections api={api} />}
    </AuthDialog>
  )
}

/**
 * `properties`: the names of the homes saved across the user's collections, under each
 * collection's name (its first page of 20), each leading to the home's page.
 */
function SavedHomes({ api }: { api: SiteApi }) {
  const query = api.useGetCollectionsQuery({ onlyMembership: true })
  if (query.isError) return <p role="alert">{SOMETHING_WENT_WRONG_MESSAGE}</p>
  if (!query.currentData) return <p role="status">Loading collections…</p>
  const { collections } = collectionsFromDocument(query.currentData)
  if (collections.length === 0)
    return <p role="status">No saved homes yet. Save a home from the search and it shows here.</p>
  return (
    <div className="idx-collab">
      <CollabStyles />
      {collections.map((collection) => (
        <CollectionHomes key={collection.id} api={api} id={String(collection.id)} name={collection.name} />
      ))}
    </div>
  )
}

function CollectionHomes({ api, id, name }: { api: SiteApi; id: string; name: string }) {
  const query = api.useGetCollectionListingsQuery({ id, size: HOMES_PER_COLLECTION })
  const listings = query.currentData ? (normalizeCached(query.currentData).data ?? []) : null
  return (
    <section aria-label={name}>
      <h3 className="idx-collab__label">
        <a href={`${APP_ROOT}${collectionPath(id)}`}>{name}</a>
      </h3>
      {query.isError ? (
        <p role="alert">{SOMETHING_WENT_WRONG_MESSAGE}</p>
      ) : listings === null ? (
        <p role="status">Loading…</p>
      ) : listings.length === 0 ? (
        <p className="idx-collab__muted">No saved homes yet</p>
      ) : (
        <ul className="idx-collab__list">
          {listings.map((listing) => (
            <li key={listing.id} className="idx-collab__row">
              <a href={appHref(fullListingPath({ id: String(listing.id), slug: listing.slug }))}>
                {listingTitle(listing)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
