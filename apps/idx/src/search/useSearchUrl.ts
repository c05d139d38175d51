import { searchQueryFromUrlParams, type SearchUrlState } from '@idx/domain'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { nextSearchParams, type SearchChange } from './search-url'

/**
 * The search as the URL holds it, and the one way to change it. Map moves replace the history
 * entry (dragging the map should not fill the back button); every other change pushes one, so
 * back and forward step through searches.
 */
export function useSearchUrl(): { state: SearchUrlState; change: (change: SearchChange) => void } {
  const [params, setParams] = useSearchParams()
  const text = params.toString()
  const state = useMemo(() => searchQueryFromUrlParams(text), [text])
  const change = useCallback(
    (change: SearchChange) => {
      const onlyBox = Object.keys(change).every((key) => key === 'bounding_box')
      setParams((current) => nextSearchParams(current, searchQueryFromUrlParams(current), change), {
        replace: onlyBox,
      })
    },
    [setParams],
  )
  return { state, change }
}
