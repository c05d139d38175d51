// @ts-check
// The bench's eyes inside Chromium, installed before any of the page's own scripts
// (page.addInitScript). It times what a visitor sees on the page's own clock
// (performance.now()), so no round trip to Node skews a figure. Plain JavaScript read as text:
// a function handed to page.evaluate would carry the TypeScript runner's helpers into the page.
;(() => {
  const LIST = 'ul[aria-label="Search results"]'
  const CARD = `${LIST} article`
  const EMPTY_OR_ERROR = '.idx-listings-message'
  const SEARCH_PATH = '/listings/search'

  // Cards carry photos: keep every resource entry, not the default 250, so no script is dropped.
  performance.setResourceTimingBufferSize(10_000)

  /**
   * Calls `done` with the time the frame showing the current DOM was painted: a requestAnimationFrame
   * callback runs before that frame's style, layout and paint, and a message posted from it is
   * delivered after them (the usual "after next paint" measure).
   * @param {(paintedAt: number) => void} done
   */
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      // Held until its message arrives: a port nothing refers to may be collected first.
      pending.add(channel)
      channel.port1.onmessage = () => {
        pending.delete(channel)
        done(performance.now())
      }
      channel.port2.postMessage(null)
    })
  /** @type {Set<MessageChannel>} */
  const pending = new Set()

  /** What the results list shows: each card's text, in order ('' when there is no list). */
  const signature = () => Array.from(document.querySelectorAll(CARD), (card) => card.textContent ?? '').join('\u241e')

  /** @type {{ startedAt: number, respondedAt: number | null }[]} */
  const searches = []
  const api = { inFlight: 0, lastSettledAt: 0 }
  const pageFetch = window.fetch.bind(window)
  // Notes when each listing search answered, so a change whose cards happen to read the same is
  // still seen to have finished (its new answer was rendered with the list no longer busy); and
  // when the API last went quiet, so the bench starts a change only once the screen is at rest.
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const search = url.includes(SEARCH_PATH)
      ? { startedAt: performance.now(), respondedAt: /** @type {number | null} */ (null) }
      : null
    if (search) searches.push(search)
    api.inFlight++
    const settled = () => {
      api.inFlight--
      api.lastSettledAt = performance.now()
    }
    return pageFetch(input, init).then(
      (response) => {
        if (search) search.respondedAt = performance.now()
        // The body is read by the page; count the call done once it has been.
        response.clone().arrayBuffer().then(settled, settled)
        return response
      },
      (error) => {
        settled()
        throw error
      },
    )
  }

  /**
   * The server's own time for the first listing search sent after `start` (its `Server-Timing`
   * `app` entry, which Resource Timing holds once the body is read), or null.
   * @param {number} start
   */
  const serverTime = (start) => {
    const entry = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).find(
      (each) => each.name.includes(SEARCH_PATH) && each.startTime >= start,
    )
    return entry?.serverTiming.find((timing) => timing.name === 'app')?.duration ?? null
  }

  const probe = {
    /** True when no fetch has been in flight for `quietMs` and the result count is not busy. */
    atRest(/** @type {number} */ quietMs) {
      const count = document.querySelector('[aria-label="Results options"] [role="status"]')
      return (
        api.inFlight === 0 &&
        performance.now() - api.lastSettledAt >= quietMs &&
        count?.getAttribute('aria-busy') === 'false'
      )
    },

    /** When the frame with the first result card was painted (performance.now() time), or null. */
    firstResultsPaintedAt: /** @type {number | null} */ (null),

    /**
     * Arms one measurement: resolves with the milliseconds from the next click (its event
     * timeStamp, the moment the browser took the input) to the painted frame whose results list
     * shows the new search's results, split at the first search request after the click (click
     * to request sent, request to response, response to painted); null after `timeoutMs`.
     * @param {number} timeoutMs
     * @returns {Promise<{ ms: number, search: { sentMs: number, answeredMs: number } | null } | null>}
     */
    arm(timeoutMs) {
      const before = signature()
      /** @type {number | null} */
      let inputAt = null
      return new Promise((resolve) => {
        const onClick = (/** @type {Event} */ event) => {
          if (inputAt === null) inputAt = event.timeStamp
          check()
        }
        const observer = new MutationObserver(() => check())
        const timer = setTimeout(() => {
          stopWatching()
          resolve(null)
        }, timeoutMs)
        function stopWatching() {
          clearTimeout(timer)
          observer.disconnect()
          document.removeEventListener('click', onClick, true)
        }
        function check() {
          if (inputAt === null) return
          const start = inputAt
          const list = document.querySelector(LIST)
          const shown = list ? list.getAttribute('aria-busy') !== 'true' : !!document.querySelector(EMPTY_OR_ERROR)
          if (!shown) return
          const answered = searches.some((s) => s.startedAt >= start && s.respondedAt !== null)
          if (!answered && signature() === before) return
          stopWatching()
          const search = searches.find((s) => s.startedAt >= start && s.respondedAt !== null)
          const split =
            search?.respondedAt != null
              ? {
                  sentMs: search.startedAt - start,
                  answeredMs: search.respondedAt - start,
                  serverMs: serverTime(start),
                }
              : null
          afterNextPaint((paintedAt) => resolve({ ms: paintedAt - start, search: split }))
        }
        document.addEventListener('click', onClick, true)
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      })
    },
  }

  // The first result card: watch the document from before it has a body.
  const firstCard = new MutationObserver(() => {
    if (!document.querySelector(CARD)) return
    firstCard.disconnect()
    afterNextPaint((paintedAt) => {
      probe.firstResultsPaintedAt = paintedAt
    })
  })
  firstCard.observe(document, { subtree: true, childList: true })

  Object.defineProperty(window, '__idxBench', { value: probe })
})()
