import type { GeoJsonGeometry } from '../geo/types.js'
import type { JsonObject } from '../json/types.js'

/** Suggestion kinds; areas and schools carry a geometry. Other kinds may exist. */
export type SuggestionType = 'area' | 'school' | (string & {})

/** One omnibox suggestion, e.g. a city, neighbourhood, zip or school. */
export type Suggestion = {
  id: string
  type: SuggestionType
  name: string
  label: string
  geometry?: GeoJsonGeometry | null
  /** The filter fragment this suggestion applies to the search. */
  filter?: JsonObject | null
  /** The listing of an address or MLS number suggestion. */
  listing_id?: string | null
}

/** A titled group of suggestions in the omnibox dropdown. */
export type SuggestionSection = {
  keyword: string
  name: string
  type: SuggestionType
  suggestions: Suggestion[]
}
