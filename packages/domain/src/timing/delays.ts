/**
 * Every debounce, delay and timeout of the app, in milliseconds.
 */
export const DELAYS_MS = {
  /** Debounce of the results fetch after the query changes. */
  resultsFetch: 500,
  /** Retry of a results fetch deferred because another is in flight. */
  resultsFetchRetry: 100,
  /** Debounce of the agent search (inquiry, chat, pocket listing). */
  agentSearch: 500,
  /** Debounce of the omnibox suggestion search while typing. */
  suggestionSearch: 600,
  /** Delay before suggestions are fetched. */
  suggestionFetch: 150,
  /** Debounce of the map cluster fetch after the map moves. */
  mapClusterFetch: 500,
  /** Omnibox roll-up when it is rolling up. */
  omniboxRollUp: 200,
  /** Omnibox roll-up otherwise. */
  omniboxRollUpOther: 50,
  /** Debounce of the `searched` tracking event. */
  searchEvent: 5000,
  /** Debounce of responsive resize handling. */
  resize: 200,
  /** Sidebar menu transitions. */
  sidebarTransition: 200,
  /** Speed of the loading slider. */
  loadingSlider: 750,
  /** Delay before tracking is considered ready. */
  trackingReady: 1000,
  /** Filter-change notification delay. */
  filterChangeNotify: 100,
  /** Filter-change notification retry while a fetch is running. */
  filterChangeNotifyRetry: 10,
  /** Debounce of saving a collection or saved search (an earlier pending save is cancelled). */
  save: 300,
  /** Debounce of results load on map zoom. */
  zoom: 400,
  /** JSON edits in the Schema and View editors apply this long after typing, if valid. */
  jsonEdit: 500,
  /** Delay before a not-found error (e.g. saved-search-error) is shown. */
  errorDisplay: 1000,
  /** Current-user reload after assigning an agent. */
  agentAssignReload: 2500,
  /** Timeout of message-bus requests to the parent page (login, forms.support.inquiry). */
  busRequestTimeout: 2000,
} as const
