import { collectionsFromDocument } from '@idx/api-client'
import { CollectionList, type CollectionListTab } from '@idx/collaboration-ui'
import { APP_ROOT, collectionPath } from '@idx/domain'
import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { type SiteApi, useCurrentUser } from '@idx/app-shell'
import { SIDEBAR_BODY_TEXT } from '../app/sidebar-texts.js'

/**
 * The user's collections as a searchable list (spec §2: index.collections and the dashboard):
 * every one they are a member of, sorted by name, with unviewed badges; agents get the
 * 'My Collections' and 'Client Collections' tabs. A small form creates a collection by name and
 * opens it.
 */
export function MyCollections({ api }: { api: SiteApi }) {
  const { user } = useCurrentUser(api)
  const isAgent = Boolean(user?.as_agent)
  const [tab, setTab] = useState<CollectionListTab>('mine')
  const clients = isAgent && tab === 'clients'
  const query = api.useGetCollectionsQuery(clients ? { onlyClients: true } : { onlyMembership: true }, {
    skip: user === null,
  })
  const collections = query.currentData ? collectionsFromDocument(query.currentData).collections : []
  return (
    <div className="idx-collab">
      <p className="idx-collab__muted">{SIDEBAR_BODY_TEXT}</p>
      <CollectionList
        collections={collections}
        state={query.isError ? 'error' : query.currentData ? 'ready' : 'loading'}
        hrefFor={(collection) => `${APP_ROOT}${collectionPath(String(collection.id))}`}
        isAgent={isAgent}
        tab={tab}
        onTabChange={setTab}
        onRetry={() => void query.refetch()}
      />
      {clients ? null : <NewCollection api={api} />}
    </div>
  )
}

/** 'New collection': a name, then the new collection's page. Server errors are listed (spec §8). */
function NewCollection({ api }: { api: SiteApi }) {
  const [createCollection, { isLoading }] = api.useCreateCollectionMutation()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (isLoading) return
    if (!name.trim()) {
      setErrors(['Name is required.'])
      return
    }
    const result = await createCollection({ name: name.trim() })
    if ('error' in result) {
      const body = (result.error as { data?: { errors?: { detail?: string }[] } }).data
      const details = (body?.errors ?? []).map((error) => error.detail).filter((d): d is string => Boolean(d))
      setErrors(details.length > 0 ? details : ['Oops, Something went wrong...'])
      return
    }
    const created = collectionsFromDocument(result.data).collections[0]
    setName('')
    setErrors([])
    if (created) void navigate(`/${collectionPath(String(created.id))}`)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-name`} className="idx-collab__label">
        New collection
      </label>
      <input
        id={`${id}-name`}
        className="idx-collab__input"
        value={name}
        required
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} role="alert" className="idx-collab__list">
          {errors.map((error) => (
            <li key={error} className="idx-collab__error">
              {error}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="idx-collab__actions">
        <button type="submit" className="idx-collab__button" aria-disabled={isLoading || undefined}>
          Create Collection
        </button>
      </div>
    </form>
  )
}
