import type { FastifyInstance } from 'fastify'
import type { AuthenticatedSite } from '../auth/site-auth.js'
import { ApiError, type ErrorSource } from '../errors.js'
import { errorResponses } from '../openapi/shared-schemas.js'
import { parseSearchBody } from '../search/parse-search-body.js'
import { searchText } from '../seed/search-text.js'
import { SUGGESTION_MATCH_DEFAULTS } from './suggestions.repository.js'
import {
  DEFAULT_SUGGESTION_LISTING_STATUSES,
  SUGGESTION_SECTIONS,
  suggestionSections,
  type SuggestionSectionResource,
} from './suggestions.service.js'

/** Longest omnibox input accepted. */
export const SUGGESTION_Q_MAX_LENGTH = 100

const statusText = { type: 'string', minLength: 1, maxLength: 200 } as const
const nullableText = { type: ['string', 'null'] } as const

const suggestionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "The suggestion id, e.g. 'zip:78704', 'area:12', 'address:31'." },
    type: { type: 'string', enum: SUGGESTION_SECTIONS.map((section) => section.type) },
    name: { type: 'string' },
    label: { type: 'string' },
    geometry: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'GeoJSON of a neighbourhood or school zone; null for other types.',
    },
    filter: {
      type: 'object',
      description: 'What picking the suggestion adds to the search filter.',
      properties: {
        suggestion: { type: 'object', properties: { value: { type: 'array', items: { type: 'string' } } } },
      },
    },
    listing_id: { ...nullableText, description: 'The listing of an address or MLS number suggestion.' },
    listing_status: { ...nullableText, description: 'The status of that listing.' },
  },
  required: ['id', 'type', 'name', 'label', 'geometry', 'filter', 'listing_id', 'listing_status'],
} as const

const sectionsResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      description: `Sections in the order ${SUGGESTION_SECTIONS.map((s) => `${s.type} ('${s.name}')`).join(', ')}; empty ones left out.`,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          type: { type: 'string', const: 'suggestion_sections' },
          attributes: {
            type: 'object',
            properties: {
              keyword: { type: 'string', description: 'The input the suggestions are for (q as sent).' },
              name: { type: 'string', description: 'The section heading.' },
              type: { type: 'string' },
              suggestions: { type: 'array', maxItems: SUGGESTION_MATCH_DEFAULTS.perType, items: suggestionSchema },
            },
          },
        },
      },
    },
    meta: {
      type: 'object',
      properties: {
        q: { type: 'string', description: 'The input as matched: lower case, no accents or punctuation.' },
      },
    },
  },
} as const

const description =
  'Omnibox suggestions (see "Suggestions" in apps/api/README.md): per type, prefix matches, then word-prefix ' +
  `matches, then near-misses (pg_trgm word similarity >= ${SUGGESTION_MATCH_DEFAULTS.similarity}), at most ` +
  `${SUGGESTION_MATCH_DEFAULTS.perType} per section. listing_status (default Active) narrows addresses and MLS numbers only.`

type SuggestionRequest = { q: unknown; market_id: unknown; statuses: string[] | undefined }
type Where = (member: 'q' | 'market_id') => ErrorSource

/** The sections document, or a 400 pointing (via `where`) at q or market_id. */
async function answer(app: FastifyInstance, site: AuthenticatedSite, request: SuggestionRequest, where: Where) {
  const raw = typeof request.q === 'string' ? request.q : ''
  // The same normalisation the seed writes search_text with.
  const q = searchText(raw)
  if (q === '') throw new ApiError(400, "'q' must contain a letter or a digit", where('q'))
  const market = await parseSearchBody(app.db, { market_id: request.market_id ?? null }, site)
  if (!market.ok) throw new ApiError(400, market.errors[0]?.detail ?? 'Unknown market', where('market_id'))
  const sections: SuggestionSectionResource[] = await suggestionSections(
    app.db,
    {
      marketId: market.query.market_id,
      q,
      listingStatuses: request.statuses ?? [...DEFAULT_SUGGESTION_LISTING_STATUSES],
    },
    raw,
  )
  return { data: sections, meta: { q } }
}

/** GET suggestions (query parameters) and POST suggestions/search (body): the omnibox. */
export async function suggestionsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/suggestions',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'Suggestions for what the visitor typed',
        description,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: SUGGESTION_Q_MAX_LENGTH, description: 'What the visitor typed.' },
            market_id: { type: 'string', description: "The market; blank for the site's default market." },
            'filter[listing_status]': {
              ...statusText,
              description: 'Statuses of address and MLS suggestions, comma-separated (default Active).',
            },
            'filter[listing_status][value]': { ...statusText, description: 'The same, spelled as in a search filter.' },
          },
          required: ['q'],
        },
        response: { 200: sectionsResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query as Record<string, string | undefined>
      const parameter =
        query['filter[listing_status][value]'] !== undefined
          ? 'filter[listing_status][value]'
          : 'filter[listing_status]'
      const statuses = query[parameter]
        ?.split(',')
        .map((status) => status.trim())
        .filter((status) => status !== '')
      if (statuses?.length === 0) throw new ApiError(400, `'${parameter}' must name a status`, { parameter })
      return answer(app, request.site, { q: query.q, market_id: query.market_id, statuses }, (member) => ({
        parameter: member,
      }))
    },
  )

  app.post(
    '/suggestions/search',
    {
      schema: {
        tags: ['suggestions'],
        summary: 'Suggestions for what the visitor typed (body)',
        description,
        body: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: SUGGESTION_Q_MAX_LENGTH, description: 'What the visitor typed.' },
            market_id: { type: ['string', 'integer', 'null'], description: "Blank for the site's default market." },
            filter: {
              type: 'object',
              properties: {
                listing_status: {
                  type: 'object',
                  properties: {
                    value: {
                      anyOf: [statusText, { type: 'array', items: statusText, minItems: 1, maxItems: 10 }],
                      description: 'Statuses of address and MLS suggestions (default Active).',
                    },
                  },
                  required: ['value'],
                  additionalProperties: false,
                },
              },
              additionalProperties: false,
            },
          },
          required: ['q'],
          additionalProperties: false,
        },
        response: { 200: sectionsResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const body = request.body as {
        q: string
        market_id?: unknown
        filter?: { listing_status?: { value: string | string[] } }
      }
      const value = body.filter?.listing_status?.value
      return answer(
        app,
        request.site,
        { q: body.q, market_id: body.market_id, statuses: value === undefined ? undefined : [value].flat() },
        (member) => ({ pointer: `/${member}` }),
      )
    },
  )
}
