import { useEffect, useMemo } from 'react'
import { useDispatch } from 'react-redux'
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import {
  skipToken,
  type BaseQueryFn,
  type SkipToken,
  type TypedUseQueryStateResult,
} from '@reduxjs/toolkit/query/react'
import { createLatestQuery, type StartedQuery } from './create-latest-query.js'

/** The parts of a generated query endpoint (`api.endpoints.searchListings`) the hook uses. */
export interface LatestQueryEndpoint<Arg, Result, BaseQuery extends BaseQueryFn> {
  /** RTK's type-only member: where the argument and result types are read from. */
  readonly Types: { readonly QueryArg: Arg; readonly ResultType: Result; readonly BaseQuery: BaseQuery }
  initiate(arg: Arg): ThunkAction<StartedQuery, unknown, unknown, UnknownAction>
  useQueryState(arg: Arg | SkipToken): TypedUseQueryStateResult<Result, Arg, BaseQuery>
}

/**
 * `useQuery` for searches: when `arg` changes while the previous request is still in flight,
 * that request is aborted (see `createLatestQuery`), instead of left running as RTK's `useQuery`
 * does. Returns the endpoint's `useQueryState` result, so `data` keeps the last results while
 * the next page loads and `currentData` is for `arg` only. Pass `skipToken` to send nothing.
 *
 * Arguments compare by value (`JSON.stringify`), so a new object with the same query is not a
 * new search.
 *
 * @example
 * const useListingSearch = (query: SearchQueryInput | SkipToken) => useLatestQuery(idxApi.endpoints.searchListings, query)
 * const { data, isFetching, error } = useListingSearch({ filter, sort, page: { number: page } })
 */
export function useLatestQuery<Arg, Result, BaseQuery extends BaseQueryFn>(
  endpoint: LatestQueryEndpoint<Arg, Result, BaseQuery>,
  arg: Arg | SkipToken,
): TypedUseQueryStateResult<Result, Arg, BaseQuery> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const latest = useMemo(
    () => createLatestQuery((next: Arg) => dispatch(endpoint.initiate(next))),
    [dispatch, endpoint],
  )
  const key = arg === skipToken ? null : JSON.stringify(arg)

  // Keyed on the value of `arg`, not its identity: the effect reads the `arg` of the render that changed `key`.
  useEffect(
    function runLatestQuery() {
      if (arg === skipToken) latest.stop()
      else latest.run(arg)
    },
    [latest, key],
  )
  useEffect(
    () =>
      function releaseLatestQuery() {
        latest.release()
      },
    [latest],
  )

  return endpoint.useQueryState(arg)
}
