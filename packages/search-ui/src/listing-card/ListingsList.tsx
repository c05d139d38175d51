import type { Feed, IdxComponent, Listing } from '@idx/domain'
import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import type { ResultsState } from '../result-count/ResultCount.js'
import { Style } from '../shared/Style.js'
import { FOCUS_RING, THEME } from '../shared/styles.js'
import { ListingCard } from './ListingCard.js'
import type { ListingCardProps } from './ListingCard.js'
import { ListingCardSkeleton } from './ListingCardSkeleton.js'
import type { SavedCollection } from '../shared/saved-collection.js'
import { LISTING_CARD_CSS } from './listing-card-css.js'

/**
 * Loads the custom card's code (its block renderer and document reader), which a market without
 * one never needs. Call it as soon as a market is known to have one, so its cards do not wait.
 */
export const preloadCustomListingCard = () => import('../custom-card/CustomListingCard.js')
const CustomListingCard = lazy(() =>
  preloadCustomListingCard().then((module) => ({ default: module.CustomListingCard })),
)

export interface ListingsListProps extends Omit<
  ListingCardProps,
  'listing' | 'feed' | 'imageLoading' | 'isHighlighted' | 'savedIn'
> {
  /** The page of results, in order. */
  listings: readonly Listing[]
  /** 'loading' marks the list busy: skeletons on a first load, the previous cards under a progress bar on a refetch. */
  state?: ResultsState
  /** The feed of each listing, e.g. `(listing) => listingFeed(listing, market.feeds)`. */
  feedFor?: (listing: Listing) => Feed | null | undefined
  /**
   * The user's collections holding each listing (its card then reads 'Saved'). Keep it stable
   * while the collections are the same: a new function redraws every card.
   */
  savedInFor?: (listing: Listing) => readonly SavedCollection[] | null | undefined
  /** The id of the listing to mark (its map marker is hovered). */
  highlightedId?: string | null
  /** The id of the listing whose registration gate shows beside the list: its card is `gated`. */
  gatedId?: string | null
  /** How many cards load their photo at once, at 302x190; the rest load lazily at 268x150. Default 4. */
  eagerImages?: number
  /**
   * How many cards the first render of a new page of results draws; the rest follow in a
   * transition straight after, so a page of 40 never holds the main thread in one long task and
   * the cards in view paint first. Default 8 (more than a screen shows).
   */
  firstPaintCards?: number
  /** Skeleton cards shown on a first load. Default 6. */
  skeletonCount?: number
  /** The list's accessible name. Default 'Search results'. */
  label?: string
  /** Shown when a finished search found nothing. */
  emptyText?: ReactNode
  /** Shown when the search failed. Default: the spec's 'Oops, Something went wrong...'. */
  errorText?: string
  /** Offers 'Try again' after an error. */
  onRetry?: () => void
  /**
   * The market's custom listing card (its `idx_layout` 'listing-card' component): every listing
   * renders with `CustomListingCard`, unless its document is empty (`isEmptyMobiledoc`), when
   * the default card shows. Not read when `renderCard` is given.
   */
  customCard?: IdxComponent | null
  /**
   * Draws one card from the props the list worked out for it (the listing, its feed, eager or
   * lazy photo, highlight, and every card prop passed to the list); `index` is its place on the
   * page. Default: `ListingCard`, or `CustomListingCard` with `customCard` (see above). Keep it
   * stable (`useCallback`): the list is memoised.
   *
   * @example
   * // the card designer's preview: the draft card alone, whatever the market's layout says
   * renderCard={(card) => <CustomListingCard {...card} component={draft} />}
   */
  renderCard?: ListingCardRenderer
}

/** Draws one card of a `ListingsList` (its `renderCard`). */
export type ListingCardRenderer = (card: ListingCardProps, index: number) => ReactNode

const CSS = `
.idx-listings { margin: 0; padding: 0; list-style: none; display: grid; gap: 1rem; position: relative;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16.75rem), 1fr)); }
/*
 * A bar above the cards while the next page loads; the cards keep full contrast. It is laid out
 * out of the grid (nothing moves when it comes and goes), shows only when an answer takes longer
 * than a blink (a quick one never flashes it), and moves by transform, which needs no repaint:
 * the frames spent on it never compete with the search they wait for.
 */
.idx-listings[aria-busy='true']::before, .idx-listings[aria-busy='true']::after {
  content: ''; position: absolute; top: -0.5rem; left: 0; height: 3px; border-radius: 2px;
  opacity: 0; animation: idx-listings-show 0s linear 300ms forwards; pointer-events: none;
}
.idx-listings[aria-busy='true']::before { right: 0; background: ${THEME.subtle}; }
.idx-listings[aria-busy='true']::after { right: 0; background: ${THEME.accent}; transform-origin: left; transform: scaleX(0.4); }
@media (prefers-reduced-motion: no-preference) {
  .idx-listings[aria-busy='true']::after {
    animation: idx-listings-show 0s linear 300ms forwards, idx-listings-progress 1.1s linear 300ms infinite;
  }
}
@keyframes idx-listings-show { to { opacity: 1; } }
@keyframes idx-listings-progress { from { transform: scaleX(0); } to { transform: scaleX(1); } }
.idx-listings[aria-busy='true'] { cursor: progress; }
/* Cards out of view skip layout and paint until scrolled near (the size is remembered once drawn). */
.idx-listings > li { content-visibility: auto; contain-intrinsic-size: auto 24rem; }
.idx-skeleton { background: #e6e9ed; }
.idx-skeleton__line { height: 0.875rem; border-radius: 4px; }
.idx-skeleton__line--tall { height: 1.25rem; }
@media (prefers-reduced-motion: no-preference) {
  .idx-skeleton { animation: idx-skeleton-pulse 1.2s ease-in-out infinite alternate; }
}
@keyframes idx-skeleton-pulse { from { opacity: 1; } to { opacity: 0.55; } }
.idx-listings-message { margin: 1.5rem 0; padding: 1.5rem; border: 1px dashed ${THEME.border}; border-radius: ${THEME.radius};
  color: ${THEME.text}; font-family: ${THEME.font}; text-align: center; }
.idx-listings-message p { margin: 0; }
.idx-listings-message__hint { margin-top: 0.5rem !important; color: ${THEME.muted}; font-size: 0.875rem; }
.idx-listings-message__retry { margin-top: 0.75rem; min-height: 2.25rem; padding: 0.375rem 1rem; border: 1px solid ${THEME.accent};
  border-radius: ${THEME.radius}; background: ${THEME.surface}; color: ${THEME.accent}; font: inherit; font-weight: 600; cursor: pointer; }
.idx-listings-message__retry:focus-visible { ${FOCUS_RING} }
`

const DEFAULT_EMPTY = (
  <>
    <p>No listings match this search.</p>
    <p className="idx-listings-message__hint">Try removing a filter or moving the map.</p>
  </>
)

/**
 * The results as an accessible list of `ListingCard`s: `aria-busy` while a search runs, with
 * skeleton cards on a first load and the previous cards under a progress bar while the next page loads;
 * a message when nothing matched or the search failed. The first `eagerImages` cards load
 * their photos at once; the rest lazily.
 *
 * @example
 * <ListingsList listings={page.data} state={isFetching ? 'loading' : 'ready'}
 *   feedFor={(l) => listingFeed(l, market.feeds)} detailHref={(l) => `/app/listing/${l.id}`} />
 */
export const ListingsList = memo(function ListingsList({
  listings,
  state = 'ready',
  feedFor,
  savedInFor,
  highlightedId,
  gatedId,
  eagerImages = 4,
  firstPaintCards = 8,
  skeletonCount = 6,
  label = 'Search results',
  emptyText = DEFAULT_EMPTY,
  errorText = 'Oops, Something went wrong...',
  onRetry,
  customCard,
  renderCard,
  ...cardProps
}: ListingsListProps) {
  const count = useCardsToDraw(listings, firstPaintCards)
  const drawCard = useMemo(() => renderCard ?? standardCardRenderer(customCard), [renderCard, customCard])
  const styles = (
    <>
      <Style id="idx-listing-card" css={LISTING_CARD_CSS} />
      <Style id="idx-listings" css={CSS} />
    </>
  )

  if (state === 'error') {
    return (
      <div className="idx-listings-message" role="alert">
        {styles}
        <p>{errorText}</p>
        {onRetry ? (
          <button type="button" className="idx-listings-message__retry" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    )
  }

  const loading = state === 'loading'
  if (!loading && listings.length === 0) {
    return (
      <div className="idx-listings-message">
        {styles}
        {emptyText}
      </div>
    )
  }

  return (
    <>
      {styles}
      <ul
        className="idx-listings"
        aria-label={label}
        aria-busy={loading}
        data-filling={count < listings.length || undefined}
      >
        {listings.length === 0
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index}>
                <ListingCardSkeleton />
              </li>
            ))
          : listings.slice(0, count).map((listing, index) => {
              const card: ListingCardProps = {
                ...cardProps,
                listing,
                feed: feedFor?.(listing) ?? null,
                savedIn: savedInFor?.(listing) ?? null,
                imageLoading: index < eagerImages ? 'eager' : 'lazy',
                isHighlighted: highlightedId === listing.id,
                ...(gatedId === listing.id ? { gated: true } : {}),
              }
              return <li key={listing.id}>{drawCard(card, index)}</li>
            })}
      </ul>
    </>
  )
})

/**
 * Today's card: the market's custom card (`customCard`) unless its document shows nothing
 * (`isEmptyMobiledoc`), else the standard `ListingCard`.
 */
function standardCardRenderer(customCard: IdxComponent | null | undefined): ListingCardRenderer {
  // CustomListingCard itself draws the standard card for a document that shows nothing.
  const custom = customCard ?? null
  // Each card waits for the custom card's code on its own: a server-rendered card stays as it was
  // drawn until the code is in (React hydrates it then), a new one shows the skeleton meanwhile.
  return custom
    ? (card) => (
        <Suspense fallback={<ListingCardSkeleton />}>
          <CustomListingCard {...card} component={custom} />
        </Suspense>
      )
    : (card) => <ListingCard {...card} />
}

/**
 * How many of `listings` to draw: `first` on the render that receives a new page, all of them
 * from the transition that render starts (a page that fits in `first` is drawn whole at once).
 */
function useCardsToDraw(listings: readonly Listing[], first: number): number {
  const [drawn, setDrawn] = useState({ listings, count: Math.min(first, listings.length) })
  let current = drawn
  if (drawn.listings !== listings) {
    // A new page: start again from the first cards (state adjusted during render, as React advises).
    current = { listings, count: Math.min(first, listings.length) }
    setDrawn(current)
  }
  const { count } = current
  useEffect(() => {
    if (count >= listings.length) return
    startTransition(() => setDrawn({ listings, count: listings.length }))
  }, [listings, count])
  return current.count
}
