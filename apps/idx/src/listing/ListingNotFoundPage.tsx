import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { lastResults, serverLastResults, subscribeLastResults } from '../shared/last-results.js'
import { LISTING_NOT_FOUND_LINK, LISTING_NOT_FOUND_TEXT, LISTING_NOT_FOUND_TITLE } from './listing-not-found-texts.js'

/** listing-not-found: where a listing the server does not know (404) sends the visitor. */
export default function ListingNotFoundPage() {
  // Back to the search the visitor came from, when there was one.
  const { search } = useSyncExternalStore(subscribeLastResults, lastResults, serverLastResults)
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
