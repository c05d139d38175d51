import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App.js'
import { PAGE_DATA_ELEMENT_ID, readPageData, renderedPath, type PageData } from './app/page-data.js'
import { serverRenderedModules } from './server-rendered-modules.js'
import { captureParentLocation } from './shared/parent-location-capture.js'
import { CONFIG_META_NAME, readConfig } from '@idx/app-shell'
import { THEME_WARNINGS_META, warnThemeProblems } from './app/theme-warnings.js'
import { setFrameBridge } from './embed/index.js'

// Leads name the brokerage's page the visitor was on, which an embedding page posts to us.
captureParentLocation()
// What of the page's theme the server could not use (a bad style or font parameter) goes to the console.
warnThemeProblems(document.querySelector(`meta[name="${THEME_WARNINGS_META}"]`)?.getAttribute('content'))
const meta = document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)
const config = readConfig(meta?.getAttribute('content'))
const root = document.getElementById('root')
if (!root) throw new Error('apps/idx needs an element with id "root" in index.html')
// A first search is checked by the search screen's module, loaded only for a page that has one.
const checkFirstSearch = (query: unknown) =>
  import('./search/SearchPage.js').then(({ checkedSearchQuery }) => checkedSearchQuery(query))
// In a frame, the bridge to the embedding page connects first: the page embedding us with
// /embed.js keeps the visitor's session, which the app starts from.
const bridge =
  window.parent !== window && config.ok
    ? import('./embed/frame-bridge.js')
        .then(({ connectFrameBridge }) => connectFrameBridge(config.config.client_id))
        .then(setFrameBridge, (error: unknown) => console.warn('idx: the embedding bridge did not start', error))
    : null
void Promise.all([
  readPageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent, checkFirstSearch),
  bridge,
]).then(([pageData]) => start(root, pageData))

function start(root: HTMLElement, pageData: PageData | null) {
  const app = (
    <StrictMode>
      <App config={config} pageData={pageData} />
    </StrictMode>
  )
  if (root.hasChildNodes()) {
    // The server rendered this page (apps/api with src/server/render-page.tsx): hydrate its HTML
    // from the same documents. A listing the API does not know was rendered as listing-not-found,
    // whose route replaces the listing's (spec §2) before the router reads the address.
    const path = renderedPath(window.location.pathname, pageData)
    if (path !== window.location.pathname) window.history.replaceState(null, '', path)
    // The lazy routes on the page load first, so their parts hydrate in the same pass as the rest,
    // before any answer from the API could change what they render.
    void serverRenderedModules(path, window.location.search).then(() => hydrateRoot(root, app))
  } else {
    // The first render as a transition: React renders it in slices of a few milliseconds, yielding
    // between them, so the page's first screen never holds the main thread in one long task.
    startTransition(() => {
      createRoot(root).render(app)
    })
  }
}
