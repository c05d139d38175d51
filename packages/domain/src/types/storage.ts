/** Local storage key `disclaimer`: whether feed disclaimers are open (default true). */
export type DisclaimerStorage = { disclaimer_open: boolean }

/** Local storage key `property-views`: listings viewed while anonymous (default 0). */
export type PropertyViewsStorage = { counter: number }

/** Every local storage entry the app keeps, by key. */
export type LocalStorageShape = {
  disclaimer: DisclaimerStorage
  'property-views': PropertyViewsStorage
}
