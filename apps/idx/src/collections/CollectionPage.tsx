import { collectionFromDocument } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { collectionPath } from '@idx/domain'
import { CollectionHeader, CollectionNotFound, type CollectionNotFoundReason } from '@idx/collaboration-ui'
import {
  isValidElement,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useDispatch } from 'react-redux'
import { Link, NavLink, useLocation, useMatch, useNavigate, useOutlet, useParams } from 'react-router'
import { type SiteApi, type SiteConfig, useCurrentUser, usePageTitle, useSessionStatus } from '@idx/app-shell'
import { RecordLoadFailed, RecordPageFrame } from '../app/RecordPageFrame.js'
import { useHydrating } from '../app/useHydrating.js'
import { appHref } from '../shared/listing-paths.js'
import { isPlainLinkClick, useLoginComesBack, useMarkViewedOnce } from '../shared/record-page-hooks.js'
import type { SearchScope, SearchScreen } from '../shared/search-scope.js'
import { useCollectionCardActions } from './save/useCollectionCardActions.js'
import type { CollectionPanelContext } from './collection-panel-context.js'
import { collectionPanelRoutes, loadCollectionPanels } from './collection-panel-routes.js'
import { collectionHeaderOf, collectionPageState, isCollectionMember, ownsCollection } from './collection-page-state.js'

/** The panels the collection's toolbar offers, in order, each with its route under the collection. */
const PANEL_LINKS = [
  { route: 'chat', label: 'Chat' },
  { route: 'collaborators', label: 'Collaborators' },
  { route: 'info', label: 'Info' },
  { route: 'edit', label: 'Edit' },
] as const

/** The panel routes drawn (collection-panel-routes.tsx): the toolbar links only to these, never to a page not found. */
function drawnPanelRoutes(): Set<string> {
  const paths = collectionPanelRoutes().flatMap((route) =>
    isValidElement<{ path?: unknown }>(route) && typeof route.props.path === 'string' ? [route.props.path] : [],
  )
  return new Set(paths)
}

/** The sign-in route 'Log in to view collection' leads to, with the menu open after it (spec §2). */
export const COLLECTION_LOGIN_PATH = '/authenticate?menu=true'

/** The signed-in user's collections, where 'Back to My Collections' leads (a board they lost access to). */
export const MY_COLLECTIONS_PATH = '/collections'

/**
 * A collection's page (`collection/:collectionId`, `page` and `map` in the query): the site
 * header, the collection's header with its panel links, and its results as the search screen
 * shows them (list, map or split, scoped to the collection), with the panel routes beside them.
 * A collection the server does not show this visitor is 'Collection not found.' (or, for a member
 * who lost it during the visit, 'You no longer have access to this collection.'); a member's visit
 * marks it viewed. Rendered in the browser only (the server sends the app shell).
 */
export function CollectionPage({
  api,
  config,
  SearchScreen,
}: {
  api: SiteApi
  config: SiteConfig
  /** The search screen the collection's results are drawn with (search's SearchPage, from App.tsx). */
  SearchScreen: SearchScreen
}) {
  const { collectionId = '' } = useParams()
  const hydrating = useHydrating()
  const status = useSessionStatus()
  const { user, loading: userLoading } = useCurrentUser(api)
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  const location = useLocation()
  const navigate = useNavigate()
  // Asked anew on every visit: an answer cached for another visitor (a 404 before signing in)
  // must not stand in for this one's.
  const load = api.useGetCollectionQuery(collectionId, { skip: hydrating, refetchOnMountOrArgChange: true })
  const { refetch } = load
  // Who asks decides what the server shows: a sign-in or sign-out asks again.
  const askedAs = useRef(status)
  useEffect(() => {
    if (askedAs.current === status) return
    askedAs.current = status
    if (!hydrating) void refetch()
  }, [status, hydrating, refetch])
  const collection = useMemo(() => collectionFromDocument(load.data), [load.data])
  const state = hydrating
    ? ({ kind: 'loading' } as const)
    : collectionPageState({ collection, isError: load.isError, error: load.error })
  const shown = state.kind === 'ready' ? state.collection : null
  const isOwner = shown ? ownsCollection(shown, user) : false
  const member = shown ? isCollectionMember(shown, user) : false

  const [markViewed] = api.useMarkCollectionViewedMutation()
  useMarkViewedOnce(markViewed, collectionId, shown !== null && member)
  // A member whose board answers 'not found' later in the visit (removed from it, live, or it was
  // deleted) is told they lost access, not asked to log in.
  const memberKey = user ? `${String(user.id)}:${collectionId}` : null
  const [memberOf, setMemberOf] = useState<string | null>(null)
  if (shown !== null && member && memberKey !== null && memberOf !== memberKey) setMemberOf(memberKey)
  const notFoundReason: CollectionNotFoundReason =
    status === 'authenticated' && memberOf !== null && memberOf === memberKey ? 'access-lost' : 'not-found'
  useResultsFollowCollection(api, shown?.property_ids)

  const basePath = `/${collectionPath(collectionId)}`
  const { onComment, onRemove, removeDialog } = useCollectionCardActions(api, collectionId)
  const cardActions = useMemo(() => (member ? { onComment, onRemove } : null), [member, onComment, onRemove])
  const closePanel = useCallback(
    () => void navigate({ pathname: basePath, search: location.search }),
    [navigate, basePath, location.search],
  )
  const context = useMemo(
    () =>
      shown && user && member
        ? ({
            api,
            kind: 'collection',
            collectionId,
            recordId: collectionId,
            collection: shown,
            record: shown,
            user,
            isOwner,
            mentionSearch: null,
            closePanel,
          } satisfies CollectionPanelContext)
        : null,
    [api, collectionId, shown, user, member, isOwner, closePanel],
  )
  // A member's panels are a click away: their chunk loads now rather than on that click.
  const panelsOffered = context !== null
  useEffect(() => {
    if (panelsOffered) void loadCollectionPanels()
  }, [panelsOffered])
  const outlet = useOutlet(context)
  const listingOpen = useMatch('/collection/:collectionId/listing/:listingId') !== null
  // A panel is a member's; a listing's split detail is anyone's who may read the collection.
  const child = listingOpen ? outlet : context ? outlet : null
  const panel =
    child && !listingOpen ? (
      <aside className="collection-panel" aria-label="Collection panel">
        {child}
      </aside>
    ) : null

  const title =
    state.kind === 'ready'
      ? state.collection.name
      : state.kind === 'not-found'
        ? notFoundReason === 'access-lost'
          ? 'No access to this collection'
          : 'Collection not found.'
        : null
  // A listing or a panel names the page while it shows.
  usePageTitle(api, child ? null : title)

  let body: ReactNode
  if (state.kind === 'not-found') {
    body = <NotFound reason={notFoundReason} />
  } else if (state.kind === 'failed') {
    body = <RecordLoadFailed onRetry={() => void refetch()} />
  } else if (state.kind === 'loading' || (status === 'authenticated' && userLoading)) {
    body = (
      <main className="collection-page collection-page--message">
        <CollectionHeader collection={null} />
      </main>
    )
  } else {
    const scope: SearchScope = {
      collectionId,
      basePath,
      header: (
        <div className="collection-page__header">
          <CollectionHeader collection={collectionHeaderOf(state.collection)} />
          {context ? <PanelLinks basePath={basePath} search={location.search} /> : null}
        </div>
      ),
      cardActions,
      emptyText: (
        <p className="collection-page__empty">
          Nothing is saved in this collection yet. <Link to="/">Search for homes to save</Link>
        </p>
      ),
    }
    body = (
      <Suspense fallback={null}>
        <SearchScreen api={api} config={config} scope={scope} detail={listingOpen ? child : panel} />
        {removeDialog}
      </Suspense>
    )
  }
  return (
    <RecordPageFrame api={api} site={site}>
      {body}
    </RecordPageFrame>
  )
}

/** The collection toolbar: its panels, as links keeping the results' query (page, map). */
function PanelLinks({ basePath, search }: { basePath: string; search: string }) {
  const drawn = useMemo(drawnPanelRoutes, [])
  const links = PANEL_LINKS.filter((link) => drawn.has(link.route))
  if (links.length === 0) return null
  return (
    <nav className="collection-page__panels" aria-label="Collection">
      {links.map((link) => (
        <NavLink
          key={link.route}
          className="collection-page__panel-link"
          to={{ pathname: `${basePath}/${link.route}`, search }}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}

/**
 * 'Collection not found.' with 'Log in to view collection': the login remembers this page as the
 * attempted transition, so signing in comes back here. A member who lost the board during the
 * visit is told so instead, with the way back to their collections.
 */
function NotFound({ reason }: { reason: CollectionNotFoundReason }) {
  const navigate = useNavigate()
  const { collectionId = '' } = useParams()
  const logIn = useLoginComesBack('collection', { collectionId }, COLLECTION_LOGIN_PATH)
  const onClick = (event: MouseEvent) => {
    if (reason === 'access-lost' && isPlainLinkClick(event)) {
      event.preventDefault()
      void navigate(MY_COLLECTIONS_PATH)
      return
    }
    logIn(event)
  }
  return (
    // The link inside is the widget's own anchor: its click is caught here to remember the page.
    <main className="collection-page collection-page--message" onClick={onClick}>
      <CollectionNotFound
        loginHref={appHref(COLLECTION_LOGIN_PATH)}
        reason={reason}
        collectionsHref={appHref(MY_COLLECTIONS_PATH)}
      />
    </main>
  )
}

/**
 * The results follow the collection: when its listings change (a collaborator adds or removes one,
 * announced live), the scoped search and the map's clusters ask again.
 */
function useResultsFollowCollection(api: SiteApi, propertyIds: readonly string[] | null | undefined): void {
  const dispatch = useDispatch()
  const key = propertyIds ? propertyIds.join(',') : null
  const [seen, setSeen] = useState(key)
  useEffect(() => {
    if (key === null || key === seen) return
    setSeen(key)
    if (seen !== null) {
      dispatch(
        api.util.invalidateTags([
          { type: 'Search', id: 'listings' },
          { type: 'Cluster', id: 'listings' },
        ]),
      )
    }
  }, [key, seen, api, dispatch])
}
