import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import { AGENT_SEARCH_PAGE_SIZE, type Agent } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** Query of the agent search (inquiry and chat forms). */
export interface AgentSearchQuery {
  /** The typed name (first, last or full). */
  readonly name_search: string
  /** The feed the agent belongs to; required by the server. */
  readonly data_source_name: string
  /** From 1. Default 1; pages hold `AGENT_SEARCH_PAGE_SIZE` (20) agents. */
  readonly page?: number
}

/** Adds the agents of the site's feeds: the name search of the inquiry forms and one agent's page. */
export function injectAgentEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET agents?filter[name_search]=&filter[data_source_name]=&page[size]=20&page[number]=`. */
      searchAgents: build.query<TypedDocument<Agent[]>, AgentSearchQuery>({
        query: ({ name_search, data_source_name, page = 1 }) => ({
          path: 'agents',
          query: { filter: { name_search, data_source_name }, page: { size: AGENT_SEARCH_PAGE_SIZE, number: page } },
        }),
        transformResponse: documentOf<Agent[]>(),
        providesTags: (result) => listTags('Agent', result),
      }),

      /** `GET agents/{id}`: one agent of the site's feeds (the work-with-agent page); 404 for any other id. */
      getAgent: build.query<TypedDocument<Agent | null>, ResourceId>({
        query: (id) => ({ path: `agents/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<Agent | null>(),
        providesTags: (_result, _error, id) => [{ type: 'Agent', id: String(id) }],
      }),
    }),
  })
}
