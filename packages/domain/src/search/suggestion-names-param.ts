// The names of picked suggestions in the app URL, so that a reload, Back/Forward or a shared link
// shows each chip as it was picked ('Mueller', 'Austin, TX') rather than 'Location'. The spec's
// `suggestions` parameter holds only ids; `suggestion_names` is ours: a JSON object from id to
// name. An old URL without it still searches the same; its chips fall back to what the id says.

/** The URL parameter holding the picked suggestions' names. */
export const SUGGESTION_NAMES_PARAM = 'suggestion_names'

/** Longest name kept from a URL (a name is a place or an address, never a paragraph). */
const MAX_NAME_LENGTH = 200

/** Picked suggestions' names by id. */
export type SuggestionNameRecord = Readonly<Record<string, string>>

/**
 * The suggestion names an app URL carries. Never throws: an unreadable parameter reads as no
 * names, and entries that are not non-empty strings are skipped.
 *
 * @example
 * readSuggestionNames('suggestions=area:12&suggestion_names={"area:12":"Mueller"}') // { 'area:12': 'Mueller' }
 * readSuggestionNames('suggestion_names=oops') // {}
 */
export function readSuggestionNames(params: URLSearchParams | string): SuggestionNameRecord {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params
  const text = search.get(SUGGESTION_NAMES_PARAM)
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const names: Record<string, string> = {}
  for (const [id, name] of Object.entries(value)) {
    if (typeof name === 'string' && name.trim() !== '') names[id] = name.trim().slice(0, MAX_NAME_LENGTH)
  }
  return names
}

/**
 * The `suggestion_names` value for the suggestions `ids` (in their order): only ids with a known
 * name, or `null` when none has one (the parameter is then left out).
 *
 * @example
 * suggestionNamesParam({ 'area:12': 'Mueller', 'zip:78704': '78704' }, ['area:12'])
 * // '{"area:12":"Mueller"}'
 */
export function suggestionNamesParam(names: SuggestionNameRecord, ids: readonly string[]): string | null {
  const kept = ids.filter((id) => Object.hasOwn(names, id) && names[id] !== '')
  if (kept.length === 0) return null
  return JSON.stringify(Object.fromEntries(kept.map((id) => [id, names[id]])))
}
