import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { applyTheme } from './app/theme'
import { CONFIG_META_NAME, readConfig } from './config/read-config'

applyTheme(document.documentElement, new URLSearchParams(window.location.search))
const meta = document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)
const config = readConfig(meta?.getAttribute('content'))
const root = document.getElementById('root')
if (!root) throw new Error('apps/idx needs an element with id "root" in index.html')
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
