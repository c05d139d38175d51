import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRendererModule } from '@idx/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { PageData } from './first-search.js'

/**
 * apps/idx's server renderer (apps/idx/src/server/render-page.tsx, built into dist-server/). This
 * server never imports React or the UI packages: it loads that built module by path, once, and
 * hands it the page's URL, its site configuration and the documents it writes into the page. The
 * call's types are @idx/domain's (src/page-render/), which the renderer implements.
 */
export type PageRenderer = PageRendererModule<PageData>

/** Where the renderer is by default: built beside the site's folder (apps/idx/dist -> apps/idx/dist-server). */
export function defaultRendererPath(idxAppDir: string): string {
  return join(idxAppDir, '..', 'dist-server', 'render-page.js')
}

/**
 * Loads the renderer at `path`, or null when there is none to load (not built, or turned off):
 * the site is then served for the browser to render, as before server rendering. A module that
 * exists but does not load is a broken build, and fails the start with the reason.
 */
export async function loadPageRenderer(path: string | null, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (path === null || !existsSync(path)) return null
  const module = (await import(pathToFileURL(path).href)) as Partial<PageRenderer>
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${path} does not export renderPage: rebuild apps/idx (npm run build)`)
  }
  log.info({ renderer: path }, 'server rendering the idx site')
  return { renderPage: module.renderPage.bind(module) }
}
