// Test helper (not exported): a real Redux store holding one idx api slice, with RTK's default
// middleware, so the serialisability and immutability checks run as they do in a host app.
import { configureStore } from '@reduxjs/toolkit'
import type { IdxApi } from './create-idx-api.js'

export function createTestStore(api: IdxApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
}

export type TestStore = ReturnType<typeof createTestStore>

/** Resolves after pending promise callbacks and timers of the current tick have run. */
export function nextTick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
