import { configureStore } from '@reduxjs/toolkit'
import type { SiteApi } from './site-api'

/** The app's store: the api slice's cache is its only state (the URL holds the search). */
export function createAppStore(api: SiteApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
}

export type AppStore = ReturnType<typeof createAppStore>
