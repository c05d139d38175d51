import { createMemoryStorage } from '@idx/api-client'
import { configureStore, Tuple } from '@reduxjs/toolkit'
import type { SiteServices } from '../App.js'
import { seedPageData, type PageData } from '../app/page-data.js'
import { createSiteApi, createSiteSession, type SiteApi, type SiteConfig, type SiteSession } from '@idx/app-shell'

/**
 * The server's session: anonymous, in memory, never written (no effects run on the server), and
 * with nowhere to reload or post to. The visitor's own session lives in their browser.
 */
function serverSession(config: SiteConfig): SiteSession {
  return createSiteSession(config, {
    storage: createMemoryStorage(),
    tabStorage: createMemoryStorage(),
    reload: () => undefined,
    publishToParent: () => undefined,
  })
}

type SharedServices = { session: SiteSession; api: SiteApi }

// One session and api slice per site configuration for the life of the process: building an RTK
// Query slice costs more than a page's render, and neither holds per-request state (the store does).
const shared = new Map<string, SharedServices>()
const MAX_SHARED = 16

function sharedServices(config: SiteConfig): SharedServices {
  const key = `${config.api_token}\n${config.client_id}\n${config.api_base_url}`
  let services = shared.get(key)
  if (!services) {
    if (shared.size >= MAX_SHARED) shared.clear()
    const session = serverSession(config)
    services = { session, api: createSiteApi(config, session.getToken) }
    shared.set(key, services)
  }
  return services
}

/**
 * The store of one server render, its cache seeded with the page's documents. Without the api
 * middleware: nothing on the server fetches (queries start in effects, which the server never
 * runs), and the middleware would start a cache-expiry timer for each seeded entry.
 */
function serverStore(api: SiteApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: () => new Tuple(),
    enhancers: (getDefault) => getDefault({ autoBatch: false }),
    devTools: false,
  })
}

/** The session, api slice and seeded store one server render runs on. */
export function serverServices(config: SiteConfig, data: PageData): SiteServices {
  const { session, api } = sharedServices(config)
  const store = serverStore(api)
  seedPageData(store, api, data)
  return { session, api, store }
}
