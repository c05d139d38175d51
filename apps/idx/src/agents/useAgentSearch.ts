import type { InquiryAgentSearch } from '@idx/search-ui'
import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo, useState } from 'react'
import type { SiteApi } from '@idx/app-shell'
import { agentSearchRequestState, agentsOf } from './agent-search-state.js'

/**
 * The agent picker's search through the slice (`GET agents`, the feed's first 20): the picker
 * debounces typing by 500 ms and names what to search; this asks for that name in the listing's
 * feed and says how the request stands. Without a data source name nothing is asked (the server
 * requires one, and the picker says the search is unavailable).
 */
export function useAgentSearch(api: SiteApi, dataSourceName: string | null | undefined): InquiryAgentSearch {
  const [name, setName] = useState('')
  const feed = dataSourceName?.trim() ?? ''
  const asked = feed === '' ? '' : name
  const result = api.useSearchAgentsQuery(asked === '' ? skipToken : { name_search: asked, data_source_name: feed })
  // currentData: the answer for this name only, never the last name's while the next one loads.
  const agents = agentsOf(result.currentData)
  const state = agentSearchRequestState({ name: asked, isFetching: result.isFetching, isError: result.isError })
  return useMemo(() => ({ dataSourceName, agents, state, onSearch: setName }), [dataSourceName, agents, state])
}
