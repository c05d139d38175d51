import type { Generated } from 'kysely'

export type SuggestionKind = 'address' | 'city' | 'neighborhood' | 'zip' | 'school' | 'mls_number'

export interface SuggestionsTable {
  id: string
  market_id: number
  type: SuggestionKind
  name: string
  label: string
  search_text: string
  listing_id: number | null
  area_id: number | null
  listing_status: string | null
  weight: Generated<number>
}

/** The tables suggestions/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface SuggestionsTables {
  suggestions: SuggestionsTable
}
