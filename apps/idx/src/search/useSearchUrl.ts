import type { SearchUrlState } from '@idx/domain'
import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useSearchChecks } from './search-checks.js'
import { nextSearchParams, type SearchChange } from './search-url.js'

/** How a change goes into the browser history: `replace` rewrites the current entry. */
export type SearchChangeOptions = { replace?: boolean }

/**
 * The search as the URL holds it, and the one way to change it. Map moves replace the history
 * entry (dragging the map should not fill the back button), and so do corrections the page makes
 * itself (`replace`); every other change pushes one, so back and forward step through searches.
 */
export function useSearchUrl(): {
  state: SearchUrlState
  change: (change: SearchChange, options?: SearchChangeOptions) => void
} {
  const { searchQueryFromUrlParams } = useSearchChecks()
  const [params, setParams] = useSearchParams()
  const text = params.toString()
  const state = useMemo(() => searchQueryFromUrlParams(text), [searchQueryFromUrlParams, text])
  // The router's setter is a new function after every URL change; `change` calls the latest one
  // through a ref, so it stays the same function and the memoised parts (the map) that take it
  // do not re-render for it.
  const setParamsRef = useRef(setParams)
  setParamsRef.current = setParams
  const change = useCallback(
    (change: SearchChange, options: SearchChangeOptions = {}) => {
      const onlyBox = Object.keys(change).every((key) => key === 'bounding_box')
      setParamsRef.current((current) => nextSearchParams(current, searchQueryFromUrlParams(current), change), {
        replace: options.replace ?? onlyBox,
      })
    },
    [searchQueryFromUrlParams],
  )
  return { state, change }
}
