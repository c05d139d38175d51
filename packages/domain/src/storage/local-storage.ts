/** Local storage key `disclaimer`: whether feed disclaimers are open (default true). */
export type DisclaimerStorage = { disclaimer_open: boolean }

/**
 * Local storage key `property-views`: listings viewed while anonymous (default 0). `listing_ids`
 * (ours) are the listings counted, so a revisit is not counted again.
 */
export type PropertyViewsStorage = { counter: number; listing_ids?: string[] }

/** Every local storage entry the app keeps, by key. */
export type LocalStorageShape = {
  disclaimer: DisclaimerStorage
  'property-views': PropertyViewsStorage
}

/** Value of each local storage entry before anything is stored. */
export const LOCAL_STORAGE_DEFAULTS = {
  disclaimer: { disclaimer_open: true },
  'property-views': { counter: 0 },
} as const satisfies LocalStorageShape
