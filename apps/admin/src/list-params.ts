import { useSearchParams, type SetURLSearchParams } from 'react-router'

/**
 * A list page's query parameter setter: a value sets it, null (or blank) removes it, and any change
 * but the page's own goes back to page 1 (the leads' and the Listings Manager's lists).
 *
 * @example
 * const [params, setParam] = useListParams()
 * setParam('q', 'Mary') // ?q=Mary (page dropped)
 */
export function useListParams(): [URLSearchParams, (name: string, value: string | null) => void, SetURLSearchParams] {
  const [params, setParams] = useSearchParams()
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      if (name !== 'page') next.delete('page')
      return next
    })
  return [params, setParam, setParams]
}
