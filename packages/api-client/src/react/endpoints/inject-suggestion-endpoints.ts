import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { SearchFilter, SuggestionSection } from '@idx/domain'
import { normalizeDocument } from '../../jsonapi/normalize-document.js'
import type { JsonApiRecord } from '../../jsonapi/types.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { LIST_TAG_ID } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { MarketId } from './resource-id.js'

/** Query of `GET suggestions` and `POST suggestions/search`. */
export interface SuggestionQuery {
  /** What the visitor typed. */
  readonly q: string
  readonly market_id?: MarketId
  /** Default `'Active'`, as the omnibox asks. */
  readonly listing_status?: string | readonly string[]
}

/** Query of `POST suggestions/search` with the visitor's search. */
export interface SuggestionSearchQuery extends SuggestionQuery {
  /**
   * The visitor's search filter: its listing_status (else `listing_status`) narrows addresses and
   * MLS numbers; with `require_results`, suggestions that would find none of its listings are left out.
   */
  readonly filter?: SearchFilter
  readonly require_results?: boolean
}

/**
 * An answer of the suggestion endpoints: one resource per omnibox section. Read its sections with
 * `suggestionSectionsOf`: a section's own `type` (area, school...) travels as `section_type`.
 */
export type SuggestionsDocument = TypedDocument<JsonApiRecord[]>

const DEFAULT_SUGGESTION_STATUS = 'Active'

/** Adds the omnibox's suggestions, by URL or by body. */
export function injectSuggestionEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET suggestions?q=&market_id=&filter[listing_status]=Active`: omnibox sections. */
      getSuggestions: build.query<SuggestionsDocument, SuggestionQuery>({
        query: ({ q, market_id, listing_status = DEFAULT_SUGGESTION_STATUS }) => ({
          path: 'suggestions',
          query: { q, market_id, filter: { listing_status: listing_status as string | string[] } },
        }),
        transformResponse: documentOf<JsonApiRecord[]>(),
        providesTags: [{ type: 'Suggestion', id: LIST_TAG_ID }],
        // Typing back over a prefix should not ask again.
        keepUnusedDataFor: 300,
      }),

      /**
       * `POST suggestions/search` with `{ q, market_id, filter, require_results }`: the same sections
       * as `getSuggestions`, for input too long or odd for a URL, or narrowed to suggestions that find
       * listings of the visitor's search (`filter` with `require_results: true`). Shares its cache tag.
       */
      searchSuggestions: build.query<SuggestionsDocument, SuggestionSearchQuery>({
        query: ({ q, market_id, listing_status = DEFAULT_SUGGESTION_STATUS, filter, require_results }) => ({
          method: 'POST',
          path: 'suggestions/search',
          body: {
            q,
            market_id,
            filter: { listing_status: { value: listing_status }, ...filter },
            ...(require_results === undefined ? {} : { require_results }),
          },
        }),
        transformResponse: documentOf<JsonApiRecord[]>(),
        providesTags: [{ type: 'Suggestion', id: LIST_TAG_ID }],
        keepUnusedDataFor: 300,
      }),
    }),
  })
}

/**
 * The omnibox sections of a suggestions answer, in order (none before it has loaded), through the
 * normaliser: it reads each section's `section_type` (JSON:API reserves `type`) back as its `type`.
 *
 * @example
 * suggestionSectionsOf({ data: [{ type: 'suggestion_sections', id: 'zip', attributes: { keyword: 'zip', name: 'Zip Codes', section_type: 'zip', suggestions: [] } }] })
 * // [{ id: 'zip', keyword: 'zip', name: 'Zip Codes', type: 'zip', suggestions: [] }]
 */
export function suggestionSectionsOf(document: SuggestionsDocument | undefined): SuggestionSection[] {
  const { data } = normalizeDocument<JsonApiRecord & SuggestionSection>(document)
  return Array.isArray(data) ? data : []
}
