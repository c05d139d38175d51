// The omnibox's rules: its placeholder, which sections it lists, when it rolls up,
// and what its live region says.
import type { Breakpoint } from '../layout/breakpoints.js'
import { DELAYS_MS } from '../timing/delays.js'
import type { Suggestion, SuggestionSection } from '../search/suggestion.js'

/** The omnibox's placeholder, as the spec writes it. */
export const OMNIBOX_PLACEHOLDER = 'Search by address, city, neighborhood, zip, schools, or MLS#'

/** One selectable row of the omnibox: its suggestion, its section and its place in keyboard order. */
export type SuggestionOption = { suggestion: Suggestion; sectionIndex: number; index: number }

/**
 * The suggestions of all sections in the order the keyboard walks them; sections
 * without suggestions add nothing.
 *
 * @example
 * flattenSuggestions([{ name: 'Cities', suggestions: [austin] }, { name: 'Zip Codes', suggestions: [zip] }])
 * // [{ suggestion: austin, sectionIndex: 0, index: 0 }, { suggestion: zip, sectionIndex: 1, index: 1 }]
 */
export function flattenSuggestions(sections: readonly SuggestionSection[]): SuggestionOption[] {
  const options: SuggestionOption[] = []
  sections.forEach((section, sectionIndex) => {
    for (const suggestion of section.suggestions) options.push({ suggestion, sectionIndex, index: options.length })
  })
  return options
}

/** Suggestion types that stand for one listing; every other type is a place. */
const LISTING_SUGGESTION_TYPES: readonly string[] = ['address', 'mls_number', 'mls']

/**
 * The listing a suggestion stands for (an address or MLS number), or `null` for a place.
 *
 * @example
 * suggestionListingId({ id: 'address:31', type: 'address', name: '1105 W Mary St', label: '', listing_id: '31' }) // '31'
 * suggestionListingId({ id: 'area:12', type: 'neighborhood', name: 'Mueller', label: '' })                     // null
 */
export function suggestionListingId(suggestion: Suggestion): string | null {
  if (!LISTING_SUGGESTION_TYPES.includes(suggestion.type)) return null
  const id = suggestion.listing_id ?? /^address:(\d+)$/.exec(suggestion.id)?.[1]
  return id ? String(id) : null
}

/**
 * What Enter picks when no suggestion is active: the first place (city, neighbourhood, zip,
 * school...) in the list, else the first suggestion. A visitor typing 'Mueller' means the
 * neighbourhood, not one address on Mueller Blvd.
 *
 * @example
 * bestSuggestion(flattenSuggestions([addresses, neighborhoods]))?.suggestion.name // 'Mueller'
 */
export function bestSuggestion(options: readonly SuggestionOption[]): SuggestionOption | undefined {
  return options.find((option) => !LISTING_SUGGESTION_TYPES.includes(option.suggestion.type)) ?? options[0]
}

/**
 * Whether the omnibox lists its hint sections: only while the text is empty (or
 * blank), and not on small screens, where the list would cover the results.
 *
 * @example
 * showsHintSections('', 'medium') // true
 * showsHintSections('', 'small')  // false
 */
export function showsHintSections(text: string, breakpoint: Breakpoint): boolean {
  return text.trim() === '' && breakpoint !== 'small'
}

/**
 * How long the omnibox waits before its list rolls up (closes, 200 ms: long enough
 * for a click on a suggestion to land) or rolls down (opens, 50 ms).
 *
 * @example
 * omniboxRollUpDelay('up')   // 200
 * omniboxRollUpDelay('down') // 50
 */
export function omniboxRollUpDelay(direction: 'up' | 'down'): number {
  return direction === 'up' ? DELAYS_MS.omniboxRollUp : DELAYS_MS.omniboxRollUpOther
}

/** What the omnibox knows about its suggestions. */
export type SuggestionsState = 'loading' | 'error' | 'ready'

/** The omnibox's error text: the spec's default for a failed async call. */
export const SUGGESTIONS_ERROR_TEXT = 'Oops, Something went wrong...'

/**
 * What the omnibox's polite live region says, or '' for silence (nothing typed).
 *
 * @example
 * suggestionsStatusText('ready', 'mue', 3) // '3 suggestions available'
 * suggestionsStatusText('ready', 'zzz', 0) // 'No suggestions for "zzz"'
 */
export function suggestionsStatusText(state: SuggestionsState, text: string, count: number): string {
  if (state === 'loading') return 'Searching…'
  if (state === 'error') return SUGGESTIONS_ERROR_TEXT
  if (count > 0) return count === 1 ? '1 suggestion available' : `${count} suggestions available`
  const typed = text.trim()
  return typed === '' ? '' : `No suggestions for "${typed}"`
}
