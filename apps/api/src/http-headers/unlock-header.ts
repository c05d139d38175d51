/**
 * The request header that carries listing unlock tokens (several comma-separated), lower-cased as
 * Node reads it. Here rather than in listings/ because CORS must allow it on every route.
 */
export const UNLOCK_HEADER = 'x-listing-unlock'
