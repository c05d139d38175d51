import { formatResultCount } from '@idx/domain'

/** What the results area is doing; the count reads it rather than juggling booleans. */
export type ResultsState = 'loading' | 'error' | 'ready'

export interface ResultCountProps {
  /** The search's `meta.total` (the API caps it at 10000). */
  total: number
  state?: ResultsState
  /** Shown when `state` is 'error'. */
  errorText?: string
  className?: string
}

/**
 * The results toolbar's count: 'N Results', '10,000+ Results' at the cap, 'No Results'.
 * It is a polite live region so screen readers hear each new count once a search settles.
 *
 * @example
 * <ResultCount total={10000} /> // renders "10,000+ Results"
 */
export function ResultCount({
  total,
  state = 'ready',
  errorText = 'Oops, Something went wrong...',
  className,
}: ResultCountProps) {
  const text = state === 'loading' ? 'Searching…' : state === 'error' ? errorText : formatResultCount(total)
  return (
    <p className={className} role="status" aria-live="polite" aria-busy={state === 'loading'} data-state={state}>
      {text}
    </p>
  )
}
