import { useMemo } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Link, Route, Routes } from 'react-router'
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

function Site({ config }: { config: SiteConfig }) {
  const { api, store } = useMemo(() => {
    const api = createSiteApi(config)
    return { api, store: createAppStore(api) }
  }, [config])
  return (
    <Provider store={store}>
      <BrowserRouter basename={APP_BASENAME}>
        <Routes>
          <Route index element={<SearchPage api={api} config={config} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  )
}

/** The idx site: the search app when the page carries a usable configuration, else why not. */
export function App({ config }: { config: ConfigResult }) {
  return config.ok ? <Site config={config.config} /> : <ConfigErrorPage message={config.message} />
}
