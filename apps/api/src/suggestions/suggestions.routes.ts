import type { AuthenticatedSite } from '../auth/site-auth.js'
import { ApiError, type ErrorSource } from '../http/errors.js'
import { errorResponses, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { parseSearchBody } from '../search/parse-search-body.js'
import { searchText } from '../search/search-text.js'
import { SUGGESTION_MATCH_DEFAULTS } from './suggestions.repository.js'
import {
  DEFAULT_SUGGESTION_LISTING_STATUSES,
  SUGGESTION_SECTIONS,
  suggestionSections,
  type SuggestionSectionResource,
} from './suggestions.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

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

const sectionsResponse = resourceListDocumentSchema(
  'suggestion_sections',
  {
    keyword: { type: 'string', description: 'The input the suggestions are for (q as sent).' },
    name: { type: 'string', description: 'The section heading.' },
    section_type: {
      type: 'string',
      description:
        "The spec's section `type` (the suggestions' type, as the id). JSON:API reserves `type`, so it " +
        "travels as section_type; @idx/api-client's normaliser reads it back as `type`.",
    },
    suggestions: { type: 'array', maxItems: SUGGESTION_MATCH_DEFAULTS.perType, items: suggestionSchema },
  },
  {
    description: `Suggestion sections in the order ${SUGGESTION_SECTIONS.map((s) => `${s.type} ('${s.name}')`).join(', ')}; empty ones left out.`,
    meta: { q: { type: 'string', description: 'The input as matched: lower case, no accents or punctuation.' } },
  },
)

const description =
  'Omnibox suggestions (see "Suggestions" in apps/api/README.md): per type, prefix matches, then word-prefix ' +
  `matches, then near-misses (pg_trgm word similarity >= ${SUGGESTION_MATCH_DEFAULTS.similarity}), at most ` +
  `${SUGGESTION_MATCH_DEFAULTS.perType} per section. listing_status (default Active) narrows addresses and MLS numbers only.`

type SuggestionRequest = {
  q: unknown
  market_id: unknown
  /** The visitor's search filter; its listing_status narrows addresses and MLS numbers. */
  filter: unknown
  /** Leave out suggestions that, added to `filter`, would find no listing. */
  requireResults: boolean
}
type Where = (member: 'q' | 'market_id' | 'filter', pointer: string) => ErrorSource

/** The sections document, or a 400 pointing (via `where`) at q, market_id or the filter. */
async function answer(app: SchemaTypedApp, site: AuthenticatedSite, request: SuggestionRequest, where: Where) {
  const raw = typeof request.q === 'string' ? request.q : ''
  // The same normalisation the seed writes search_text with.
  const q = searchText(raw)
  if (q === '') throw new ApiError(400, "'q' must contain a letter or a digit", where('q', '/q'))
  const parsed = await parseSearchBody(app.db, { market_id: request.market_id ?? null, filter: request.filter }, site)
  if (!parsed.ok) {
    const error = parsed.errors[0]
    const member = error?.pointer.startsWith('/filter') ? 'filter' : 'market_id'
    throw new ApiError(400, error?.detail ?? 'Unknown market', where(member, error?.pointer ?? '/market_id'))
  }
  const { market_id: marketId, filter } = parsed.query
  const statuses = filter.listing_status?.value
  const sections: SuggestionSectionResource[] = await suggestionSections(
    app.db,
    {
      marketId,
      q,
      listingStatuses: statuses === undefined ? [...DEFAULT_SUGGESTION_LISTING_STATUSES] : [statuses].flat(),
      ...(request.requireResults ? { resultsOf: filter } : {}),
    },
    raw,
  )
  return { data: sections, meta: { q } }
}

/** GET suggestions (query parameters) and POST suggestions/search (body): the omnibox. */
export async function suggestionsRoutes(app: SchemaTypedApp): Promise<void> {
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
      const { query } = request
      const parameter =
        query['filter[listing_status][value]'] !== undefined
          ? 'filter[listing_status][value]'
          : 'filter[listing_status]'
      const statuses = query[parameter]
        ?.split(',')
        .map((status) => status.trim())
        .filter((status) => status !== '')
      if (statuses?.length === 0) throw new ApiError(400, `'${parameter}' must name a status`, { parameter })
      return answer(
        app,
        request.site,
        {
          q: query.q,
          market_id: query.market_id,
          filter: statuses === undefined ? {} : { listing_status: { value: statuses } },
          requireResults: false,
        },
        (member) => ({ parameter: member === 'filter' ? parameter : member }),
      )
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
              description:
                "The visitor's search filter, as in a search body. Its listing_status narrows addresses and MLS " +
                'numbers (default Active); with require_results the rest of it narrows every suggestion.',
              properties: {
                listing_status: {
                  type: 'object',
                  // One union type, not anyOf: Ajv's array coercion would turn a one-status list
                  // into the string branch's text, which the body guard then refuses (a 400 for a
                  // filter the search itself accepts). Each keyword applies to its own type.
                  properties: {
                    value: {
                      type: ['string', 'array'],
                      minLength: statusText.minLength,
                      maxLength: statusText.maxLength,
                      items: statusText,
                      minItems: 1,
                      maxItems: 10,
                    },
                  },
                },
              },
            },
            require_results: {
              type: 'boolean',
              description:
                'true: leave out every suggestion that, added to filter (in place of its suggestion ids), would ' +
                'find no listing, so no suggestion leads to No Results. Default false.',
            },
          },
          required: ['q'],
          additionalProperties: false,
        },
        response: { 200: sectionsResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { body } = request
      return answer(
        app,
        request.site,
        {
          q: body.q,
          market_id: body.market_id,
          filter: body.filter ?? {},
          requireResults: body.require_results ?? false,
        },
        (_member, pointer) => ({ pointer }),
      )
    },
  )
}
