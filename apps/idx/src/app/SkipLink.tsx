import type { MouseEvent } from 'react'

/** The id of the search screen's results (SearchPage): where the skip link leads in map-only view. */
export const SEARCH_RESULTS_ID = 'search-results'
/** The id of the heading of the results' cards (SearchPage), where the skip link leads when they show. */
export const SEARCH_LISTINGS_ID = 'search-listings'

// Hidden until focused; then drawn over the header's corner, where the eye is on the first Tab.
const CSS = `
.skip-link { position: absolute; left: 0.5rem; top: -10rem; z-index: 3000; padding: 0.5rem 1rem;
  border-radius: 0.375rem; background: #ffffff; color: var(--idx-accent, #0b57d0); font-weight: 600;
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25); }
.skip-link:focus { top: 0.5rem; }
`

/**
 * 'Skip to results', the page's first tab stop: a keyboard user passes the header, the omnibox and
 * the filters (dozens of stops) to the results' first card in two keys. Focus moves to the cards'
 * heading ('Listings'), so the next Tab reaches the first card (the results' count, sort and view
 * are a Shift+Tab back); the link's `#` address serves a page that has not hydrated yet.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const results = document.getElementById(SEARCH_LISTINGS_ID) ?? document.getElementById(SEARCH_RESULTS_ID)
    if (!results) return
    // Focused in place: a fragment in the address would be one more history entry for Back.
    event.preventDefault()
    results.focus({ preventScroll: true })
    results.scrollIntoView({ block: 'start' })
  }
  return (
    <>
      <style href="idx-skip-link" precedence="idx-app">
        {CSS}
      </style>
      <a className="skip-link" href={`#${SEARCH_RESULTS_ID}`} onClick={skip}>
        Skip to results
      </a>
    </>
  )
}
