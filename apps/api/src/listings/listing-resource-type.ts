/**
 * Listings are served under two names (`/listings` and `/properties`); the resource type follows
 * the path. Its own module because both the serialiser and the sparse-fieldset reader need it,
 * and the serialiser uses the reader: defined in either, the two would import each other.
 */
export type ListingResourceType = 'listings' | 'properties'
