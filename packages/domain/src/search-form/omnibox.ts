// The omnibox's rules: its placeholder, which sections it lists, when it rolls up,
// and what its live region says.
import type { Breakpoint } from '../constants/breakpoints.js'
import { DELAYS_MS } from '../constants/timing.js'
import type { Suggestion, SuggestionSection } from '../types/suggestion.js'

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
