import { SOMETHING_WENT_WRONG_MESSAGE } from '@idx/api-client'
import type { ReactNode } from 'react'

/** The wrapper's three states for a piece of async work (spec "Other"). */
export type AsyncStatus = 'running' | 'error' | 'done'

/**
 * The async wrapper: a spinner while the work runs, the spec's 'Oops, Something went wrong...'
 * when it failed, its content once done.
 *
 * @example
 * <AsyncState status={isLoading ? 'running' : isError ? 'error' : 'done'} label="Loading markets">
 *   <MarketList markets={markets} />
 * </AsyncState>
 */
export function AsyncState({
  status,
  label = 'Loading',
  children,
}: {
  status: AsyncStatus
  /** What the spinner announces to screen readers. */
  label?: string
  children: ReactNode
}) {
  if (status === 'running') {
    return (
      <div className="async-state async-state--running" role="status" aria-label={label}>
        <span className="async-state__spinner" aria-hidden="true" />
      </div>
    )
  }
  if (status === 'error') {
    return (
      <p className="async-state async-state--error" role="alert">
        {SOMETHING_WENT_WRONG_MESSAGE}
      </p>
    )
  }
  return <>{children}</>
}

/**
 * The wrapper's state for an RTK Query result.
 *
 * @example
 * asyncStatus(api.useGetMarketsQuery()) // 'running' | 'error' | 'done'
 */
export function asyncStatus(result: { isLoading: boolean; isError: boolean }): AsyncStatus {
  return result.isError ? 'error' : result.isLoading ? 'running' : 'done'
}
