/**
 * What starting a query gives back: RTK's `QueryActionCreatorResult` (from
 * `dispatch(api.endpoints.x.initiate(arg))`) fits, and so does a test double.
 */
export interface StartedQuery extends PromiseLike<unknown> {
  /** Equal for equal arguments: RTK de-duplicates requests by it. */
  readonly queryCacheKey: string
  /** Cancels the request this start sent; a no-op for a start that joined a request already running. */
  abort(): void
  /** Drops the cache subscription this start holds. */
  unsubscribe(): void
}

export interface LatestQuery<Arg, Started extends StartedQuery> {
  /**
   * Starts the query for `arg` and makes it the latest. The previous one is unsubscribed, and its
   * request is aborted when it is still in flight and was for other arguments (a superseded search).
   */
  run(arg: Arg): Started
  /**
   * Drops the subscription but lets a request in flight finish into the cache (an unmount, or
   * React's StrictMode re-running effects). A later `run` with the same arguments rejoins it,
   * and can still abort it when superseded.
   */
  release(): void
  /** Drops the subscription and aborts the request in flight, if any. */
  stop(): void
}

interface InFlight {
  readonly key: string
  readonly abort: () => void
  settled: boolean
}

/**
 * Keeps one query "latest": each `run` supersedes the one before, aborting its request if it is
 * still in flight, so a fast typist or a dragged map leaves one request at the server instead of
 * a queue of stale ones. RTK Query alone never aborts on an argument change; it only stops
 * listening. Identical arguments are never aborted: they share the request (RTK's de-duplication).
 *
 * Caveat: the abort reaches every subscriber of that request. A component that joined the
 * superseded request with the same arguments sees `isError` with an `AbortError` and should
 * `refetch()`; searches are normally owned by one component, so this is rare.
 *
 * Framework-free; `useLatestQuery` is the React glue.
 *
 * @example
 * const search = createLatestQuery((query: SearchQueryInput) => store.dispatch(idxApi.endpoints.searchListings.initiate(query)))
 * search.run({ filter: { bedrooms: { min: 2 } } })
 * search.run({ filter: { bedrooms: { min: 3 } } }) // the first request's AbortSignal fires
 */
export function createLatestQuery<Arg, Started extends StartedQuery>(
  start: (arg: Arg) => Started,
): LatestQuery<Arg, Started> {
  let inFlight: InFlight | undefined
  let subscription: Started | undefined

  function run(arg: Arg): Started {
    const started = start(arg)
    subscription?.unsubscribe()
    subscription = started
    // The same arguments again (StrictMode, or a re-render): keep the abort of the start that sent the request.
    if (inFlight && !inFlight.settled && inFlight.key === started.queryCacheKey) return started
    if (inFlight && !inFlight.settled) inFlight.abort()
    const next: InFlight = { key: started.queryCacheKey, abort: () => started.abort(), settled: false }
    inFlight = next
    const settle = () => {
      next.settled = true
    }
    started.then(settle, settle)
    return started
  }

  function release(): void {
    subscription?.unsubscribe()
    subscription = undefined
  }

  function stop(): void {
    release()
    if (inFlight && !inFlight.settled) inFlight.abort()
    inFlight = undefined
  }

  return { run, release, stop }
}
