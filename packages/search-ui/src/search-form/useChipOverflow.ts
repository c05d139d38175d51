import { visibleChipCount } from '@idx/domain'
import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'

/** How many chips fit, and where the '{n} more' button goes (left of the first hidden chip). */
export type ChipOverflow = { visible: number; moreLeftPx: number }

/**
 * Measures a one-line chip row: every chip stays laid out (hidden ones only made
 * invisible), so measuring never feeds back into the layout it measures. Re-measures
 * when the row resizes (ResizeObserver) or the chips change. The rule is domain's
 * `visibleChipCount` (chips within 120 px of the right edge are hidden).
 */
export function useChipOverflow(
  rowRef: RefObject<HTMLElement | null>,
  chipKeys: readonly string[],
  enabled: boolean,
): ChipOverflow {
  const count = chipKeys.length
  const [overflow, setOverflow] = useState<ChipOverflow>({ visible: count, moreLeftPx: 0 })
  // The keys' text, not the array: a re-render with the same chips needs no new measurement.
  const signature = chipKeys.join('\u0000')

  useLayoutEffect(
    function measureChips() {
      const row = rowRef.current
      if (!row || !enabled) {
        setOverflow({ visible: count, moreLeftPx: 0 })
        return
      }
      function measure() {
        if (!row) return
        const box = row.getBoundingClientRect()
        const chips = [...row.children].map((chip) => chip.getBoundingClientRect())
        const visible = visibleChipCount(
          chips.map((chip) => chip.right),
          box.right,
        )
        const firstHidden = chips[visible]
        const moreLeftPx = firstHidden ? firstHidden.left - box.left : 0
        setOverflow((last) =>
          last.visible === visible && last.moreLeftPx === moreLeftPx ? last : { visible, moreLeftPx },
        )
      }
      measure()
      if (typeof ResizeObserver === 'undefined') return
      const observer = new ResizeObserver(measure)
      observer.observe(row)
      return function stopMeasuring() {
        observer.disconnect()
      }
    },
    [rowRef, signature, count, enabled],
  )
  return overflow
}
