import { CONFIG_META_NAME, readConfig } from '@idx/app-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'

const root = document.getElementById('root')
if (!root) throw new Error('apps/admin needs an element with id "root" in index.html')
const config = readConfig(document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content'))
createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
)
