import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { FIRST_SEARCH_ELEMENT_ID, readFirstSearch } from './app/first-search'
import { applyTheme } from './app/theme'
import { CONFIG_META_NAME, readConfig } from './config/read-config'

applyTheme(document.documentElement, new URLSearchParams(window.location.search))
const meta = document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)
const config = readConfig(meta?.getAttribute('content'))
const firstSearch = readFirstSearch(document.getElementById(FIRST_SEARCH_ELEMENT_ID)?.textContent)
const root = document.getElementById('root')
if (!root) throw new Error('apps/idx needs an element with id "root" in index.html')
// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// between them, so the page's first screen never holds the main thread in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App config={config} firstSearch={firstSearch} />
    </StrictMode>,
  )
})
