/** Listings per results page. */
export const RESULTS_PAGE_SIZE = 40

/** Agents per page of the agent search. */
export const AGENT_SEARCH_PAGE_SIZE = 20

/** The API never reports more than this many results; the count then reads '10,000+ Results'. */
export const RESULT_TOTAL_CAP = 10000

/** The first page; any new search resets to it. */
export const DEFAULT_PAGE = 1

/** How many page links the pager shows. */
export const PAGER_VISIBLE_PAGES = {
  /** On medium screens and up. */
  default: 7,
  /** On small screens. */
  small: 5,
} as const
