import { useSyncExternalStore } from 'react'

/** From this viewport height on (px) an editor shows 60 lines; below, 35 (spec: "60 lines tall on tall screens"). */
export const TALL_SCREEN_MIN_HEIGHT = 1100

/** The editor's heights in lines: on a tall screen and otherwise. */
export const EDITOR_LINES = { tall: 60, short: 35 } as const

const TALL_QUERY = `(min-height: ${TALL_SCREEN_MIN_HEIGHT}px)`

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
  const media = window.matchMedia(TALL_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function isTall(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(TALL_QUERY).matches
}

/**
 * An editor's height in lines: `fixed` when given, else 60 while the viewport is at least 1100px
 * tall and 35 otherwise, following a resize.
 *
 * @example
 * const lines = useEditorLines() // 35 at 1366x900, 60 at 1920x1200
 */
export function useEditorLines(fixed?: number): number {
  const tall = useSyncExternalStore(subscribe, isTall, () => false)
  return fixed ?? (tall ? EDITOR_LINES.tall : EDITOR_LINES.short)
}
