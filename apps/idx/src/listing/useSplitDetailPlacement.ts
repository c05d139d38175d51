import { useEffect, type RefObject } from 'react'

/** Narrower than this beside the results, the detail takes the whole body instead. */
const MIN_DETAIL_WIDTH_PX = 320

/**
 * Keeps the split detail's left edge on the results column's right edge (`--idx-detail-left`),
 * measured rather than restated: the column's width is the search screen's layout to decide, and
 * the detail must never cover the column's List / Map toggle. Where the column fills the body (a
 * small screen's one view at a time) the detail starts at the body's left edge.
 */
export function useSplitDetailPlacement(panel: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(
    function followResultsColumn() {
      const detail = panel.current
      const body = detail?.parentElement
      const results = body?.querySelector<HTMLElement>(':scope > .search-page__results')
      if (!enabled || !detail || !body || !results) return
      const place = () => {
        const bodyBox = body.getBoundingClientRect()
        const edge = results.getBoundingClientRect().right - bodyBox.left
        const left = edge > 0 && bodyBox.width - edge >= MIN_DETAIL_WIDTH_PX ? edge : 0
        detail.style.setProperty('--idx-detail-left', `${left}px`)
      }
      place()
      const observer = new ResizeObserver(place)
      observer.observe(body)
      observer.observe(results)
      return () => observer.disconnect()
    },
    [panel, enabled],
  )
}
