import type { SearchFilter } from '@idx/domain'
import { useState } from 'react'

/**
 * Story glue: the filter a story's host keeps, applying each change and reporting it
 * to the story's `onChange` spy, as the search screen would.
 */
export function useStoryFilter(initial: SearchFilter, report: (filter: SearchFilter) => void) {
  const [filter, setFilter] = useState<SearchFilter>(initial)
  const onChange = (next: SearchFilter) => {
    setFilter(next)
    report(next)
  }
  return { filter, onChange }
}
