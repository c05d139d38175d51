import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { SuggestionKind } from './suggestions.tables.js'
import {
  matchSuggestions,
  similarListingSuggestions,
  SUGGESTION_MATCH_DEFAULTS,
  suggestionsWithResults,
  type SuggestionQuery,
  type SuggestionRow,
} from './suggestions.repository.js'

/**
 * The omnibox's sections, in the order it shows them, with their headings: places before single
 * listings, so a visitor typing 'Aus' or 'Mueller' sees (and Enter picks) the place first.
 */
export const SUGGESTION_SECTIONS: readonly { type: SuggestionKind; name: string }[] = [
  { type: 'city', name: 'Cities' },
  { type: 'neighborhood', name: 'Neighborhoods' },
  { type: 'zip', name: 'Zip Codes' },
  { type: 'school', name: 'Schools' },
  { type: 'address', name: 'Addresses' },
  { type: 'mls_number', name: 'MLS #' },
]

/** Statuses addresses and MLS numbers are suggested for when the request names none. */
export const DEFAULT_SUGGESTION_LISTING_STATUSES = ['Active'] as const

const MATCH_ORDER = { prefix: 0, word_prefix: 1, similar: 2 } as const

/** One suggestion as the omnibox gets it; `filter` is what picking it adds to the search. */
export function suggestionAttributes(row: SuggestionRow, geometry: unknown) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    label: row.label,
    geometry: geometry ?? null,
    filter: { suggestion: { value: [row.id] } },
    listing_id: row.listing_id === null ? null : String(row.listing_id),
    listing_status: row.listing_status,
  }
}

export type SuggestionSectionResource = {
  id: SuggestionKind
  type: 'suggestion_sections'
  attributes: {
    keyword: string
    name: string
    /** The spec's section `type`: JSON:API reserves that name for the resource type. */
    section_type: SuggestionKind
    suggestions: ReturnType<typeof suggestionAttributes>[]
  }
}

/**
 * The suggestion sections for what the visitor typed: per type, prefix matches first, then
 * word-prefix matches, then near-misses, at most SUGGESTION_MATCH_DEFAULTS.perType, in the fixed
 * section order; sections with nothing are left out. Near-misses among addresses and MLS numbers
 * are looked for only when nothing else matched. With `resultsOf`, suggestions that would find no
 * listing of that search are left out.
 *
 * @example
 * await suggestionSections(db, { marketId: 1, q: 'mueler', listingStatuses: ['Active'] }, 'Mueler')
 * // [{ id: 'neighborhood', type: 'suggestion_sections', attributes: { keyword: 'Mueler', name: 'Neighborhoods', ... } }]
 */
export async function suggestionSections(
  db: Kysely<Database>,
  query: SuggestionQuery,
  keyword: string,
): Promise<SuggestionSectionResource[]> {
  let rows = await matchSuggestions(db, query)
  if (rows.length === 0 && [...query.q].length >= SUGGESTION_MATCH_DEFAULTS.listingFuzzyMinLength) {
    rows = await similarListingSuggestions(db, query)
  }
  const byType = new Map<SuggestionKind, SuggestionRow[]>()
  const seen = new Set<string>()
  const ranked = [...rows].sort((a, b) => MATCH_ORDER[a.match] - MATCH_ORDER[b.match] || a.rank - b.rank)
  const finding = query.resultsOf
    ? await suggestionsWithResults(db, query.marketId, query.resultsOf, [...new Set(ranked.map((row) => row.id))])
    : null
  for (const row of ranked) {
    if (seen.has(row.id) || (finding && !finding.has(row.id))) continue
    seen.add(row.id)
    const list = byType.get(row.type) ?? []
    if (list.length < SUGGESTION_MATCH_DEFAULTS.perType) byType.set(row.type, [...list, row])
  }
  return SUGGESTION_SECTIONS.flatMap(({ type, name }) => {
    const list = byType.get(type)
    if (!list || list.length === 0) return []
    return [
      {
        id: type,
        type: 'suggestion_sections' as const,
        attributes: {
          keyword,
          name,
          section_type: type,
          suggestions: list.map((row) => suggestionAttributes(row, row.geometry)),
        },
      },
    ]
  })
}
