// TEMPORARY (branch h2-panels only): a bare collection page so the panels can be driven in the
// browser before the page helper's layout is merged. Removed before the branch is handed over.
import { collectionFromDocument } from '@idx/api-client'
import { type SiteApi, useCurrentUser } from '@idx/app-shell'
import { useMemo } from 'react'
import { Outlet, useLocation, useNavigate, useParams } from 'react-router'
import type { CollectionPanelContext } from './collection-panel-context.js'

export function TemporaryCollectionPage({ api }: { api: SiteApi }) {
  const { collectionId = '' } = useParams()
  const { user } = useCurrentUser(api)
  const { search } = useLocation()
  const navigate = useNavigate()
  const { data } = api.useGetCollectionQuery(collectionId, { skip: !user })
  const collection = data ? collectionFromDocument(data) : null
  const context = useMemo(
    () =>
      user && collection
        ? ({
            api,
            collectionId,
            collection,
            user,
            isOwner: collection.user?.id === user.id,
            closePanel: () => void navigate({ pathname: `/collection/${collectionId}`, search }),
          } satisfies CollectionPanelContext)
        : null,
    [api, collectionId, collection, user, navigate, search],
  )
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: '100vh', fontFamily: 'system-ui' }}>
      <header style={{ flex: '1 1 100%', padding: 12, borderBottom: '1px solid #ddd' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>{collection?.name ?? 'Collection'}</h1>
      </header>
      <main style={{ flex: '1 1 300px', padding: 12 }}>Results</main>
      <aside style={{ flex: '0 1 420px', maxWidth: '100%', borderLeft: '1px solid #ddd' }}>
        {context ? <Outlet context={context} /> : null}
      </aside>
    </div>
  )
}
