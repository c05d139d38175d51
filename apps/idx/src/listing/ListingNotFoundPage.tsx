import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { lastResults, subscribeLastResults } from './last-results'

/** The spec's texts (§2, listing-not-found), to the letter. */
export const LISTING_NOT_FOUND_TITLE = 'Property Not Found.'
export const LISTING_NOT_FOUND_TEXT = 'Sorry, but the listing you are looking for is no longer available.'
export const LISTING_NOT_FOUND_LINK = 'Go back and try another search'

/** listing-not-found: where a listing the server does not know (404) sends the visitor. */
export default function ListingNotFoundPage() {
  // Back to the search the visitor came from, when there was one.
  const { search } = useSyncExternalStore(subscribeLastResults, lastResults, lastResults)
  return (
    <main className="message-page">
      <h1>{LISTING_NOT_FOUND_TITLE}</h1>
      <p>{LISTING_NOT_FOUND_TEXT}</p>
      <p>
        <Link to={{ pathname: '/', search }}>{LISTING_NOT_FOUND_LINK}</Link>
      </p>
    </main>
  )
}
