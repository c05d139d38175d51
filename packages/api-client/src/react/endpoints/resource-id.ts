/** A resource id as the API and the app spell it. */
export type ResourceId = string | number

/** A market id; blank means the site's default market. */
export type MarketId = string | number | null
