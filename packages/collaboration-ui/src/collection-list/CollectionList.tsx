import type { Collection } from '@idx/domain'
import { Link } from '@idx/ui'
import { useId, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'
import { LoadFailed } from '../shared/LoadFailed.js'
import { clientCollectionSummary, visibleCollections, type ClientCollectionFacts } from './collection-list-rules.js'

/** Which list an agent sees: their own, or their clients' (`filter[only_clients]`). */
export type CollectionListTab = 'mine' | 'clients'

/** What the list lists: collections, or saved searches (the same list, in its own words). */
export type CollectionListKind = 'collection' | 'saved-search'

/** Where the list is: loading, failed, or showing what came. */
export type CollectionListState = 'loading' | 'error' | 'ready'

export interface CollectionListProps {
  /**
   * The tab's collections. In the clients' tab each row also says whose it is (`user`), how many
   * homes it holds (`total_count`) and how many the client has not viewed (`owner_unviewed_property_count`).
   */
  collections: readonly (Pick<Collection, 'id' | 'name' | 'unviewed_property_count'> & ClientCollectionFacts)[]
  state?: CollectionListState
  /** The link of one collection (e.g. `/app/collection/10`). */
  hrefFor: (collection: Pick<Collection, 'id'>) => string
  /** Agents get the 'My Collections' / 'Client Collections' tabs. */
  isAgent?: boolean
  tab?: CollectionListTab
  onTabChange?: (tab: CollectionListTab) => void
  /** Called to try a failed load again. */
  onRetry?: () => void
  /**
   * What shows when there are no collections at all (no search box then: nothing to search).
   * Default: how to start one, or for the clients' tab that no client has one yet.
   */
  emptyText?: string
  /** Default `collection`. */
  kind?: CollectionListKind
}

/** The default texts of a list with nothing in it, per tab. */
export const COLLECTION_LIST_EMPTY_TEXTS: Record<CollectionListTab, string> = {
  mine: 'You have no collections yet. Save a home from the search to start one.',
  clients: 'None of your clients has a collection yet.',
}

/** The words of each kind of list. */
const LIST_TEXTS: Record<
  CollectionListKind,
  { plural: string; tabs: Record<CollectionListTab, string>; empty: Record<CollectionListTab, string> }
> = {
  collection: {
    plural: 'Collections',
    tabs: { mine: 'My Collections', clients: 'Client Collections' },
    empty: COLLECTION_LIST_EMPTY_TEXTS,
  },
  'saved-search': {
    plural: 'Saved Searches',
    tabs: { mine: 'My Searches', clients: 'Client Searches' },
    empty: {
      mine: 'You have no saved searches yet. Search for homes, then choose Save Search to get alerts.',
      clients: 'None of your clients has a saved search yet.',
    },
  },
}

const TAB_IDS: readonly CollectionListTab[] = ['mine', 'clients']

/**
 * The searchable collection list of the sidebar and dashboard: a search box filters by name, the
 * list is sorted by name, each row shows its unviewed count, 'No results' when nothing matches;
 * in an agent's 'Client Collections' tab each row also names the client, with the number of
 * homes and how many the client has not viewed.
 * With no collections at all it says how to start one instead of offering an empty search.
 * Agents get tabs (arrow keys move between them); the host loads the tab's collections.
 *
 * @example
 * <CollectionList collections={data} hrefFor={(c) => `/app/collection/${c.id}`} />
 */
export function CollectionList({
  collections,
  state = 'ready',
  hrefFor,
  isAgent = false,
  tab = 'mine',
  onTabChange,
  onRetry,
  emptyText,
  kind = 'collection',
}: CollectionListProps) {
  const texts = LIST_TEXTS[kind]
  const lower = texts.plural.toLowerCase()
  const [query, setQuery] = useState('')
  const id = useId()
  const shown = visibleCollections(collections, query)
  const none = state === 'ready' && collections.length === 0
  const clients = isAgent && tab === 'clients'

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const next = tab === 'mine' ? 'clients' : 'mine'
    onTabChange?.(next)
    event.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-tab='${next}']`)?.focus()
  }

  const body =
    state === 'loading' ? (
      <p role="status" className="idx-collab__muted">
        Loading {lower}…
      </p>
    ) : state === 'error' ? (
      <LoadFailed message={`Your ${lower} could not be loaded.`} onRetry={onRetry} />
    ) : none ? (
      <p role="status" className="idx-collab__muted">
        {emptyText ?? texts.empty[tab]}
      </p>
    ) : shown.length === 0 ? (
      <p role="status" className="idx-collab__muted">
        No results
      </p>
    ) : (
      <ul className="idx-collab__list" aria-label={texts.plural}>
        {shown.map((c) => {
          const unviewed = c.unviewed_property_count ?? 0
          return (
            <li key={c.id} className="idx-collab__row">
              <div className="idx-collab__grow">
                <Link href={hrefFor(c)}>{c.name}</Link>
                {clients ? <p className="idx-collab__muted">{clientCollectionSummary(c)}</p> : null}
              </div>
              {unviewed > 0 ? (
                <span className="idx-collab__badge" aria-label={`${unviewed} unviewed`}>
                  {unviewed}
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    )

  return (
    <section className="idx-collab" aria-label={`${texts.plural} list`}>
      <CollabStyles />
      {isAgent ? (
        <div role="tablist" aria-label={`Whose ${lower}`} className="idx-collab__tabs">
          {TAB_IDS.map((tabId) => ({ id: tabId, label: texts.tabs[tabId] })).map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`${id}-tab-${t.id}`}
              data-tab={t.id}
              aria-selected={tab === t.id}
              aria-controls={`${id}-panel`}
              tabIndex={tab === t.id ? 0 : -1}
              className="idx-collab__tab"
              onClick={() => onTabChange?.(t.id)}
              onKeyDown={onTabKey}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={isAgent ? 'tabpanel' : undefined}
        aria-labelledby={isAgent ? `${id}-tab-${tab}` : undefined}
      >
        {none ? null : (
          <>
            <label id={`${id}-search`} htmlFor={`${id}-input`} className="idx-collab__label">
              Search {lower}
            </label>
            <input
              id={`${id}-input`}
              type="search"
              className="idx-collab__input"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </>
        )}
        {body}
      </div>
    </section>
  )
}
