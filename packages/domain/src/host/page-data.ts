/** The `<script type="application/json">` element the server writes the page data into. */
export const PAGE_DATA_ELEMENT_ID = 'idx-first-search'

/**
 * The documents the server embeds into a page for its first render (apps/api's first-search.ts
 * writes them, apps/idx's page-data.ts reads them): the site, the search screen's first results
 * and the listing route's listing. `Document` is a JSON:API document (the server writes what it
 * serialised; the app reads it as @idx/api-client's `JsonApiDocument`); `Query` the search query.
 */
export type PageData<Document = unknown, Query = unknown> = {
  /** `GET /api/v3/site?me=true`. */
  site: Document
  /** The search screen's first query (index and the split view), with `search` its answer. */
  query?: Query
  /**
   * `POST /api/v3/listings/search` for `query` with the cards' attributes (LISTING_CARD_FIELDS,
   * or CUSTOM_CARD_SEARCH_FIELDS when `card` is given).
   */
  search?: Document
  /**
   * The first search's market's custom listing card (`GET /api/v3/idx_components/{id}`, its
   * `idx_layout['listing-card']`), so the server renders the results with it as the browser will;
   * `fields` is the fieldset `search` was asked with (the page's entry need not know it).
   */
  card?: { id: string; document: Document; fields: readonly string[] }
  /**
   * The listing route's listing (`GET /api/v3/listings/{id}`, `id` as the route spells it), or
   * `document: null` when the API says there is none: the server then renders listing-not-found
   * (HTTP 404) and the browser replaces the route with it (spec §2).
   */
  listing?: { id: string; document: Document | null }
  /** The IANA time zone the server rendered dates and times in: hydration renders them so too. */
  time_zone?: string
  /** The layout the server rendered for the visitor's kind of screen: hydration renders it too. */
  viewport?: PageViewport
  /** Where visitors reach the site (canonical origin): share links are written against it. */
  origin?: string
}

/** The two layouts a page is rendered for. */
export type PageViewport = 'small' | 'large'
