import type { LocalStorageShape } from '../types/storage.js'

/** Value of each local storage entry before anything is stored. */
export const LOCAL_STORAGE_DEFAULTS = {
  disclaimer: { disclaimer_open: true },
  'property-views': { counter: 0 },
} as const satisfies LocalStorageShape
