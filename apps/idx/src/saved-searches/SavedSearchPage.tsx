import { savedSearchFromDocument, savedSearchQuery, type SavedSearchRecord } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { describeSearchFilter, formatDate, savedSearchPath } from '@idx/domain'
import { SavedSearchNotFound } from '@idx/collaboration-ui'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { NavLink, useLocation, useMatch, useNavigate, useOutlet, useParams, useSearchParams } from 'react-router'
import { type SiteApi, type SiteConfig, useCurrentUser, usePageTitle, useSessionStatus } from '@idx/app-shell'
import { useFlash } from '@idx/ui'
import { RecordLoadFailed, RecordPageFrame } from '../app/RecordPageFrame.js'
import { useHydrating } from '../app/useHydrating.js'
import { appHref } from '../shared/listing-paths.js'
import { useLoginComesBack, useMarkViewedOnce } from '../shared/record-page-hooks.js'
import { failedWithStatus } from '../shared/refusal-errors.js'
import {
  SAVED_SEARCH_INLINE_EDITOR_ID,
  type SavedSearchScope,
  type SearchScope,
  type SearchScreen,
} from '../shared/search-scope.js'
import {
  draftChanges,
  isSavedSearchMember,
  nextDraft,
  ownsSavedSearch,
  savedSearchListingSearch,
  type FilterDraft,
} from './saved-search-page-state.js'
import type { SavedSearchPanelContext } from './saved-search-panel-context.js'
import { SavedSearchStyles } from './SavedSearchStyles.js'

/** The flash after the edited filters were stored (spec §8). */
export const FILTERS_SAVED_MESSAGE = 'Search filters updated successfully'
/** The flash when storing them failed. */
export const FILTERS_NOT_SAVED_MESSAGE = 'Could not save search filters. Please try again.'
/** The sign-in route 'Log in to view saved search' leads to, with the menu open after it. */
export const SAVED_SEARCH_LOGIN_PATH = '/authenticate?menu=true'

/**
 * The panels the saved search's toolbar offers, in order, each a route under the search
 * (saved-search-routes.tsx). Chat and Collaborators are its members' (the owner's agent reads it).
 */
const PANEL_LINKS = [
  { route: 'chat', label: 'Chat', membersOnly: true },
  { route: 'collaborators', label: 'Collaborators', membersOnly: true },
  { route: 'info', label: 'Info', membersOnly: false },
  { route: 'edit', label: 'Edit', membersOnly: false },
] as const

/**
 * A saved search's page (`saved-search/:savedSearchId`, `page` and `map` in the query): the site
 * header, the search's name, filters in words and its 'Edit Filters' button, and its results as
 * the search screen shows them (list, map or split), with its panels beside them. Opening it marks
 * it viewed for a member. A search this visitor may not see is 'Saved Search not found.' after a
 * second. Rendered in the browser only (the server sends the app shell).
 */
export function SavedSearchPage({
  api,
  config,
  SearchScreen,
}: {
  api: SiteApi
  config: SiteConfig
  SearchScreen: SearchScreen
}) {
  const { savedSearchId = '' } = useParams()
  const hydrating = useHydrating()
  const status = useSessionStatus()
  const { user, loading: userLoading } = useCurrentUser(api)
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  const location = useLocation()
  const navigate = useNavigate()
  const [, setParams] = useSearchParams()
  const flash = useFlash()
  // Asked anew on every visit and sign-in: an answer cached for someone else must not stand in.
  const load = api.useGetSavedSearchQuery(savedSearchId, {
    skip: hydrating || status !== 'authenticated',
    refetchOnMountOrArgChange: true,
  })
  const savedSearch = useMemo(() => savedSearchFromDocument(load.data), [load.data])
  const notFound = status === 'anonymous' || (load.isError && failedWithStatus(load.error, 404))
  const failed = load.isError && !notFound
  const isOwner = savedSearch ? ownsSavedSearch(savedSearch, user) : false
  const member = savedSearch ? isSavedSearchMember(savedSearch, user) : false
  const [markViewed] = api.useMarkSavedSearchViewedMutation()
  useMarkViewedOnce(markViewed, savedSearchId, savedSearch !== null && member)

  const editor = useFilterEditor(api, savedSearchId, savedSearch, member)
  const basePath = `/${savedSearchPath(savedSearchId)}`
  const closePanel = useCallback(
    () => void navigate({ pathname: basePath, search: location.search }),
    [navigate, basePath, location.search],
  )
  const context = useMemo(
    () =>
      savedSearch && user
        ? ({
            api,
            kind: 'saved-search',
            savedSearchId,
            recordId: savedSearchId,
            savedSearch,
            record: savedSearch,
            user,
            isOwner,
            member,
            // The chat's '@' offers the search's own results.
            mentionSearch: savedSearchListingSearch(savedSearch),
            closePanel,
          } satisfies SavedSearchPanelContext)
        : null,
    [api, savedSearchId, savedSearch, user, isOwner, member, closePanel],
  )
  const outlet = useOutlet(context)
  const listingOpen = useMatch('/saved-search/:savedSearchId/listing/:listingId') !== null
  const child = listingOpen ? outlet : context ? outlet : null
  const panel =
    child && !listingOpen ? (
      <aside className="collection-panel" aria-label="Saved search panel">
        {child}
      </aside>
    ) : null
  usePageTitle(api, child ? null : savedSearch ? savedSearch.name : notFound ? 'Saved Search not found.' : null)

  // The page the edited search starts on: any new search resets the page to 1 (spec §4).
  const toFirstPage = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  useEffect(() => {
    if (editor.savedNow) toFirstPage()
  }, [editor.savedNow, toFirstPage])
  useEffect(() => {
    if (editor.outcome === 'saved') flash(FILTERS_SAVED_MESSAGE)
    if (editor.outcome === 'failed') flash(FILTERS_NOT_SAVED_MESSAGE, 'error')
  }, [editor.outcome, flash])

  let body
  if (notFound) {
    body = (
      <main className="collection-page collection-page--message">
        <NotFound savedSearchId={savedSearchId} />
      </main>
    )
  } else if (failed) {
    body = <RecordLoadFailed onRetry={() => void load.refetch()} />
  } else if (!savedSearch || hydrating || userLoading) {
    body = (
      <main className="collection-page collection-page--message" aria-busy="true">
        <p role="status">Loading saved search…</p>
      </main>
    )
  } else {
    const scope: SearchScope = {
      collectionId: null,
      basePath,
      savedSearch: editor.scope,
      header: (
        <SavedSearchHeader
          savedSearch={savedSearch}
          filter={editor.scope.query.filter}
          placeNames={editor.scope.placeNames}
          canEdit={member}
          editing={editor.scope.editor?.open ?? false}
          inline={editor.scope.editor?.inline ?? false}
          onToggleInline={editor.toggleInline}
          dirty={editor.dirty}
          saving={editor.saving}
          onEdit={editor.open}
          onUpdate={editor.save}
          onDiscard={editor.cancel}
          basePath={basePath}
          search={location.search}
          showPanels={context !== null}
        />
      ),
      emptyText: (
        <p className="collection-page__empty">
          No homes match this search right now. You will hear when one does, or edit its filters.
        </p>
      ),
    }
    body = (
      <Suspense fallback={null}>
        <SearchScreen api={api} config={config} scope={scope} detail={listingOpen ? child : panel} />
      </Suspense>
    )
  }
  return (
    <RecordPageFrame api={api} site={site}>
      <SavedSearchStyles />
      {body}
    </RecordPageFrame>
  )
}

/** The search's name, who made it and when, its filters in words, its panels and Edit Filters. */
function SavedSearchHeader({
  savedSearch,
  filter,
  placeNames,
  canEdit,
  editing,
  inline,
  onToggleInline,
  dirty,
  saving,
  onEdit,
  onUpdate,
  onDiscard,
  basePath,
  search,
  showPanels,
}: {
  savedSearch: SavedSearchRecord
  filter: SavedSearchScope['query']['filter']
  placeNames: SavedSearchScope['placeNames']
  canEdit: boolean
  editing: boolean
  inline: boolean
  onToggleInline: () => void
  dirty: boolean
  saving: boolean
  onEdit: () => void
  onUpdate: () => void
  onDiscard: () => void
  basePath: string
  search: string
  showPanels: boolean
}) {
  const owner = savedSearch.user
  const ownerName = owner?.full_name || [owner?.first_name, owner?.last_name].filter(Boolean).join(' ')
  const created = savedSearch.created_at ? formatDate(savedSearch.created_at, 'MM/DD/YY') : ''
  const rows = describeSearchFilter(filter, placeNames)
  return (
    <div className="collection-page__header saved-search__header">
      <div className="saved-search__title">
        <h1 className="idx-collab__title">{savedSearch.name}</h1>
        {ownerName ? (
          <p className="idx-collab__muted">
            Created by {ownerName}
            {created ? ` ${created}` : ''}
          </p>
        ) : null}
        <div className="saved-search__summary">
          <p className="saved-search__filters" aria-label="Search filters">
            {rows.length === 0
              ? 'Every home on the market'
              : rows.map((row) => (
                  <span key={row.key} className="saved-search__chip">
                    <span className="saved-search__chip-label">{row.label}:</span> {row.value}
                  </span>
                ))}
          </p>
          {canEdit ? (
            // The filter summary's own editor: the search form opens under the header.
            <span className="saved-search__summary-actions">
              <button
                type="button"
                className="saved-search__link-button"
                aria-expanded={inline}
                aria-controls={inline ? SAVED_SEARCH_INLINE_EDITOR_ID : undefined}
                onClick={onToggleInline}
              >
                {inline ? 'Hide Filter Editor' : 'Edit Filters'}
              </button>
              {dirty && !editing ? (
                <>
                  <button
                    type="button"
                    className="saved-search__button"
                    aria-disabled={saving || undefined}
                    onClick={onUpdate}
                  >
                    Update Filters
                  </button>
                  <button
                    type="button"
                    className="saved-search__button saved-search__button--quiet"
                    onClick={onDiscard}
                  >
                    Discard Changes
                  </button>
                </>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
      <div className="saved-search__actions">
        {canEdit ? (
          // The top bar's Edit Filters: the search form in the 'Edit Search Filters' modal.
          <button type="button" className="saved-search__button" aria-haspopup="dialog" onClick={onEdit}>
            Edit Filters
          </button>
        ) : null}
        {showPanels ? (
          <nav className="collection-page__panels" aria-label="Saved search">
            {PANEL_LINKS.filter((link) => canEdit || !link.membersOnly).map((link) => (
              <NavLink
                key={link.route}
                className="collection-page__panel-link"
                to={{ pathname: `${basePath}/${link.route}`, search }}
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The filter editor of spec §4: opening snapshots the filters (the draft starts as they are),
 * edits change the draft and the results follow, Cancel restores, Save stores them, closes the
 * modal and resets to page 1. A drawn area changed on the map with the modal closed is a draft
 * too: the header then offers Update Filters and Discard Changes.
 */
function useFilterEditor(api: SiteApi, id: string, savedSearch: SavedSearchRecord | null, canEdit: boolean) {
  const [draft, setDraft] = useState<FilterDraft | null>(null)
  const [open, setOpen] = useState(false)
  const [inline, setInline] = useState(false)
  // The edit just stored, until the saved search is read again with it.
  const [stored, setStored] = useState<FilterDraft | null>(null)
  useEffect(() => setStored(null), [savedSearch])
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null)
  const [savedNow, setSavedNow] = useState(0)
  const [update, { isLoading: saving }] = api.useUpdateSavedSearchMutation()
  const saved = useMemo(() => (savedSearch ? savedSearchQuery(savedSearch) : { filter: {} }), [savedSearch])
  const savedNames = useMemo(() => savedSearchNames(savedSearch), [savedSearch])

  const cancel = useCallback(() => {
    setDraft(null)
    setOpen(false)
  }, [])
  const save = useCallback(async () => {
    if (!draft || !draftChanges(draft, saved.filter)) {
      cancel()
      return
    }
    setOutcome(null)
    const result = await update({
      id,
      filter: draft.filter,
      ...(draft.dropBox ? { bounding_box: null } : {}),
      ...(Object.keys(draft.names).length > 0 ? { suggestion_names: { ...savedNames, ...draft.names } } : {}),
    })
    if (result.error) {
      setOutcome('failed')
      return
    }
    setOutcome('saved')
    setSavedNow((count) => count + 1)
    // Shown until the saved search comes back with it, so the results never step back meanwhile.
    setStored(draft)
    setDraft(null)
    setOpen(false)
    setInline(false)
  }, [draft, saved.filter, update, id, savedNames, cancel])
  const onFilterChange = useCallback<NonNullable<SavedSearchScope['editor']>['onFilterChange']>(
    (filter, names, picked) => setDraft((current) => nextDraft(current, filter, names, picked)),
    [],
  )
  const scope = useMemo<SavedSearchScope>(() => {
    const shown = draft ?? stored
    const box = shown?.dropBox ? undefined : saved.bounding_box
    return {
      query: {
        filter: shown?.filter ?? saved.filter,
        ...(saved.sort ? { sort: saved.sort } : {}),
        ...(box ? { bounding_box: box } : {}),
      },
      marketId: savedSearch?.site_market_id != null ? String(savedSearch.site_market_id) : null,
      placeNames: { ...savedNames, ...shown?.names },
      editor: canEdit ? { open, inline, saving, onFilterChange, onCancel: cancel, onSave: () => void save() } : null,
    }
  }, [draft, stored, saved, savedSearch, savedNames, canEdit, open, inline, saving, onFilterChange, cancel, save])
  return {
    scope,
    dirty: draftChanges(draft, saved.filter),
    saving,
    outcome,
    savedNow,
    open: () => setOpen(true),
    toggleInline: () => setInline((shown) => !shown),
    cancel,
    save: () => void save(),
  }
}

/** The place names a saved search keeps beside its filter (`suggestion_names`), if any. */
function savedSearchNames(savedSearch: SavedSearchRecord | null): Record<string, string> {
  const names = (savedSearch as { suggestion_names?: unknown } | null)?.suggestion_names
  if (!names || typeof names !== 'object' || Array.isArray(names)) return {}
  return Object.fromEntries(
    Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/**
 * saved-search-error, with 'Log in to view saved search': the login remembers this page, so signing
 * in comes back here.
 */
function NotFound({ savedSearchId }: { savedSearchId: string }) {
  const onClick = useLoginComesBack('saved search', { savedSearchId }, SAVED_SEARCH_LOGIN_PATH)
  return (
    // The link inside is the widget's own anchor: its click is caught here to remember the page.
    <div onClick={onClick}>
      <SavedSearchNotFound loginHref={appHref(SAVED_SEARCH_LOGIN_PATH)} />
    </div>
  )
}
