/**
 * The text the omnibox matches: lower case, accents stripped, anything but letters and digits
 * turned into single spaces. Suggestions store it in `search_text`; a query must be normalised the
 * same way before it is compared.
 *
 * @example
 * searchText('1105 W. Mary St, Austin, TX 78704') // '1105 w mary st austin tx 78704'
 * searchText('Café Olé') // 'cafe ole'
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * A URL slug of a text: the search text with dashes.
 *
 * @example
 * slugify('1105 W Mary St Austin TX 78704') // '1105-w-mary-st-austin-tx-78704'
 */
export function slugify(text: string): string {
  return searchText(text).replace(/ /g, '-')
}
