import type { PageData } from '../host/page-data.js'

// The contract between apps/api and apps/idx's server renderer (apps/idx/src/server/render-page.tsx,
// built into dist-server/). apps/api never imports React or the UI packages: it loads the built
// module by path and calls `renderPage` with these types, so both sides name them from here.

/**
 * What apps/api hands the renderer for one page. `Data` is the page data as the side names its
 * documents (apps/api: what it serialised; apps/idx: typed documents); the JSON is the same.
 */
export type PageRenderInput<Data = PageData> = {
  /** The request's path and query string, under /app/ (e.g. `/app/listing/7-main-st/7?inquiry=true`). */
  url: string
  /**
   * The object written into `<meta name="idx-config">` (before URL-encoding): the renderer reads
   * it as the browser reads the tag, and refuses an unusable one.
   */
  config: Readonly<Record<string, unknown>>
  /** The documents written into the page (`<script id="idx-first-search">`, PAGE_DATA_ELEMENT_ID). */
  data: Data
  /** Where visitors reach the site, e.g. 'https://homes.example': canonical URLs are absolute against it. */
  origin: string
}

/** What the renderer gives back for one page. */
export type RenderedPage = {
  /** 404 for a listing the API does not know (its page is listing-not-found), else 200. */
  status: 200 | 404
  /** The tags of the page's `<head>`: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string
  /** The HTML inside `<div id="root">`. */
  html: string
}

/**
 * The renderer's one export. Rejects when the configuration is unusable or rendering fails: the
 * caller then serves the page for the browser to render.
 *
 * @example
 * const { renderPage } = (await import(rendererUrl)) as PageRendererModule
 * const page = await renderPage({ url: '/app/', config, data, origin: 'https://homes.example' })
 */
export type RenderPage<Data = PageData> = (input: PageRenderInput<Data>) => Promise<RenderedPage>

/** The built renderer module as apps/api loads it. */
export type PageRendererModule<Data = PageData> = { renderPage: RenderPage<Data> }
