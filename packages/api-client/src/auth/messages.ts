// Sign-in message texts, word for word from the spec's error catalogue (search-detail-signin §8).

/** A token answer (the Okta exchange, or any grant) that came back without an access token. */
export const ACCESS_TOKEN_MISSING_MESSAGE = 'access_token is missing in server response'
/** Restoring a session when the store holds no access token. */
export const NO_ACCESS_TOKEN_MESSAGE = 'No access token found'
/** A `magic_auth` parameter that is missing or does not hold e-mail and token. */
export const INVALID_MAGIC_AUTH_MESSAGE = 'invalid magic auth'
/** The warning after a magic link that did not sign in. */
export const MAGIC_LINK_FAILED_MESSAGE = 'Failed to log in.'
/** After any successful sign-in. */
export const LOGGED_IN_MESSAGE = 'You are logged in!'
/** While a magic link is being handled. */
export const SIGNING_IN_MESSAGE = 'We are signing you in. Please wait a moment...'
