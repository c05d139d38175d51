// Typed filter values (city, zip...): the text a visitor types, read as the
// field's values (checked against the market's schema for that field by text-filter-error.ts).

/** Separates several typed values ('78704, 78745'). */
export const TEXT_FILTER_SEPARATOR = ','

/**
 * The values in a typed text: comma-separated, trimmed, blanks and repeats dropped
 * when the field takes several; the whole trimmed text otherwise.
 *
 * @example
 * parseTextFilter(' 78704, 78745,,78704 ', true) // ['78704', '78745']
 * parseTextFilter('Austin, TX', false)          // ['Austin, TX']
 */
export function parseTextFilter(text: string, multiple: boolean): string[] {
  const parts = multiple ? text.split(TEXT_FILTER_SEPARATOR) : [text]
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))]
}

/**
 * Values as the text input shows them again.
 *
 * @example
 * formatTextFilter(['78704', '78745']) // '78704, 78745'
 */
export function formatTextFilter(values: readonly (string | number | boolean)[]): string {
  return values.map(String).join(`${TEXT_FILTER_SEPARATOR} `)
}
