// The listing routes' layout, loaded with them (the search screen's first CSS stays as it is).
const CSS = `
.listing-screen { box-sizing: border-box; background: var(--idx-surface, #ffffff); }
.listing-screen:focus { outline: none; }
/* The split view sits beside the results, in the map's place inside the search screen's body
   (SearchPage draws it there): below the header and the search form, right of the results column
   and so of its List / Map toggle, whatever the view (--idx-detail-left is the column's measured
   edge, useSplitDetailPlacement; the fallback is the split layout's column with its padding). Above Leaflet's panes, below the sign-in
   dialog's backdrop. On small screens it takes the whole body, as one view at a time does, and the
   results (their toolbar with them) wait hidden behind it, keeping their scroll position. */
.search-page__body { position: relative; }
.listing-screen--split {
  position: absolute; top: 0; right: 0; bottom: 0; left: var(--idx-detail-left, calc(min(46rem, 50%) + 2rem)); z-index: 20;
  overflow-y: auto; overscroll-behavior: contain; padding: 0 1rem 2rem;
  border-left: 1px solid #d5d9de; box-shadow: -4px 0 16px rgb(0 0 0 / 0.12);
}
.search-page[data-view='list'] .search-page__body:has(> .listing-screen--split) > .search-page__results { flex: 0 0 min(46rem, 50%); }
.listing-screen--split[data-fullscreen] { left: 0; }
/* The detail's navigation bar stays in view while the detail scrolls. */
.listing-screen--split > .idx-detail-nav { position: sticky; top: 0; z-index: 1; background: var(--idx-surface, #ffffff); }
@media (max-width: 30em) {
  .listing-screen--split { left: 0; border-left: 0; box-shadow: none; }
  .search-page__body:has(> .listing-screen--split) > :not(.listing-screen--split) { visibility: hidden; }
}
.listing-screen--full { flex: 1; min-height: 0; overflow-y: auto; width: 100%; max-width: 80rem; margin: 0 auto; padding: 0.5rem 1rem 2rem; }
.listing-screen .idx-detail__map > * { height: 100%; }
.listing-screen__message { padding: 1rem 0; }
/* 'Request a call back' under the detail, set apart from the feed's disclaimer above it. */
.listing-screen__callback { margin-top: 2rem; padding-top: 1.5rem; border-top: 1px solid #d5d9de; }
`

export function ListingStyles() {
  return (
    <style href="idx-listing-screen" precedence="idx-app">
      {CSS}
    </style>
  )
}
