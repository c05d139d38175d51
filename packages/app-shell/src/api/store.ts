import { configureStore } from '@reduxjs/toolkit'
import type { SiteApi } from './site-api.js'

/** The app's store: the api slice's cache is its only state (the URL holds the search). */
export function createAppStore(api: SiteApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK batches the cache's low-priority notifications until the next animation frame by
    // default; a search's answer is what the visitor waits for, so it renders at the end of the
    // current task instead (up to a frame sooner).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  })
}

export type AppStore = ReturnType<typeof createAppStore>
