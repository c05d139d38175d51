import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import { countAgents, findSiteAgent, findSiteFeed, searchAgents } from './agents.repository.js'
import { agentDocumentSchema, agentListDocumentSchema } from './agent-schemas.js'
import { agentResource, normalizeNameSearch } from './agents.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** Agents per page: the spec's page size, also the most a page may hold. */
export const AGENT_PAGE_SIZE = 20

/** `GET agents`: the agent search of the inquiry and chat forms and the pocket-listing editor; `GET agents/{id}`. */
export async function agentsRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'Agents of one feed whose first, last or full name starts with name_search',
        description:
          'The agent search of the inquiry and chat forms, e.g. ' +
          '`GET /api/v3/agents?name_search=ada&data_source_name=actris&page[size]=20&page[number]=1`. ' +
          'Both spellings of the two filters are accepted: `name_search` or `filter[name_search]`, ' +
          '`data_source_name` or `filter[data_source_name]`. `data_source_name` is required and must be a feed ' +
          "of one of the site's markets: missing, blank, unknown or another site's feed is a 400 at the " +
          'parameter as spelt. Matching is by case-insensitive prefix of the first name, the last name or the ' +
          "full name ('first last'), ignoring extra spaces; `%` and `_` are plain letters. An empty or missing " +
          'name_search lists every agent of the feed. Sorted by last name, first name, id; a page past the end ' +
          'has empty `data`.',
        querystring: {
          type: 'object',
          properties: {
            name_search: {
              type: 'string',
              maxLength: 100,
              description: 'The start of a first, last or full name, as typed (at most 100 characters)',
            },
            data_source_name: {
              type: 'string',
              maxLength: 100,
              description: "The feed's data_source_name, e.g. 'actris' (required, in this or the filter[] spelling)",
            },
            'filter[name_search]': { type: 'string', maxLength: 100, description: 'The same as name_search' },
            'filter[data_source_name]': {
              type: 'string',
              maxLength: 100,
              description: 'The same as data_source_name',
            },
            'page[size]': {
              type: 'integer',
              minimum: 1,
              maximum: AGENT_PAGE_SIZE,
              default: AGENT_PAGE_SIZE,
              description: 'Agents per page, 1 to 20 (default 20)',
            },
            'page[number]': {
              type: 'integer',
              minimum: 1,
              maximum: 100_000,
              default: 1,
              description: 'The page, from 1 (at most 100000)',
            },
          },
        },
        response: {
          200: agentListDocumentSchema,
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const query = request.query
      const dataSourceName = (query.data_source_name ?? query['filter[data_source_name]'] ?? '').trim()
      const parameter =
        query.data_source_name === undefined && query['filter[data_source_name]'] !== undefined
          ? 'filter[data_source_name]'
          : 'data_source_name'
      if (dataSourceName === '') throw new ApiError(400, "'data_source_name' is required", { parameter })
      const feed = await findSiteFeed(app.db, request.site.id, dataSourceName)
      if (!feed) throw new ApiError(400, `No feed '${dataSourceName}' in this site's markets`, { parameter })
      const size = query['page[size]']
      const search = {
        feedId: feed.id,
        prefix: normalizeNameSearch(query.name_search ?? query['filter[name_search]']),
        limit: size,
        offset: (query['page[number]'] - 1) * size,
      }
      const [rows, total] = await Promise.all([searchAgents(app.db, search), countAgents(app.db, search)])
      return {
        data: rows.map((row) => agentResource({ ...row, data_source_name: feed.data_source_name })),
        meta: { total },
      }
    },
  )

  app.get(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: "One agent who works in a feed of the site's markets (the work-with-agent page)",
        description:
          "One agent, for the site's work-with-agent/{agent_id} page, with the attributes of the agent search. " +
          'An id that is not a positive integer, an unknown agent and an agent of a feed none of the ' +
          "site's markets use are all a 404 ('No agent {id} in this site's markets'): a visitor's link names " +
          'no agent of this site.',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'Agent id' } },
        },
        response: {
          200: agentDocumentSchema,
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const id = parseResourceId(request.params.id)
      const agent = id === null ? undefined : await findSiteAgent(app.db, request.site.id, id)
      if (!agent) throw new ApiError(404, `No agent ${request.params.id} in this site's markets`)
      return { data: agentResource(agent) }
    },
  )
}
