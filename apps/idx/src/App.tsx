import { useMemo } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
import { seedFirstSearch, type FirstSearch } from './app/first-search'
import { createSiteApi } from './app/site-api'
import { createAppStore } from './app/store'
import type { ConfigResult, SiteConfig } from './config/read-config'
import { SearchPage } from './search/SearchPage'

/** The spec's app root: every route lives under it. */
export const APP_BASENAME = '/app'

function NotFoundPage() {
  return (
    <main className="message-page">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the search</Link>
      </p>
    </main>
  )
}

function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="message-page">
      <h1>This site is not set up yet</h1>
      <p role="alert" data-testid="config-status">
        {message}
      </p>
    </main>
  )
}

function Site({ config, firstSearch }: { config: SiteConfig; firstSearch: FirstSearch | null }) {
  const { api, store } = useMemo(() => {
    const api = createSiteApi(config)
    const store = createAppStore(api)
    if (firstSearch) seedFirstSearch(store, api, firstSearch)
    return { api, store }
  }, [config, firstSearch])
  return (
    <Provider store={store}>
      {/* Navigations render at once, not as transitions: a search change is a click's direct
          result, and its request goes out from that render's effects, before the next frame. */}
      <BrowserRouter basename={APP_BASENAME} useTransitions={false}>
        <Routes>
          <Route index element={<SearchPage api={api} config={config} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  )
}

/**
 * The idx site: the search app when the page carries a usable configuration, else why not.
 * `firstSearch` is what the server wrote into the page for the first render, if anything.
 */
export function App({ config, firstSearch = null }: { config: ConfigResult; firstSearch?: FirstSearch | null }) {
  return config.ok ? (
    <Site config={config.config} firstSearch={firstSearch} />
  ) : (
    <ConfigErrorPage message={config.message} />
  )
}
