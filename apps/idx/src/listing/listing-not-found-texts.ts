/** The spec's texts (§2, listing-not-found), to the letter: the page and the server's head use them. */
export const LISTING_NOT_FOUND_TITLE = 'Property Not Found.'
export const LISTING_NOT_FOUND_TEXT = 'Sorry, but the listing you are looking for is no longer available.'
export const LISTING_NOT_FOUND_LINK = 'Go back and try another search'
