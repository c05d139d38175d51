/** A page as JSON:API paging links carry it: `page[number]` and `page[size]`. */
export interface PageParameters {
  number: number
  size: number
}

/**
 * A query parameter name as a link writes it: brackets percent-encoded, as RFC 3986 wants them in
 * a query (a link is a `uri-reference` in the JSON:API schema) and as jsonapi.org's examples write
 * them; the query parser reads `page%5Bnumber%5D` as `page[number]`.
 */
const linkName = (name: string) => name.replace(/\[/g, '%5B').replace(/\]/g, '%5D')

/**
 * The JSON:API pagination links of one page of `total` results under `path`. Extra query
 * parameters (e.g. a sparse fieldset) ride on every link, so following one answers with the same
 * attributes.
 *
 * @example
 * pageLinks('/api/v3/listings/search', { number: 2, size: 40 }, 100)
 * // { self: '…?page%5Bnumber%5D=2&page%5Bsize%5D=40', first: '…=1…', prev: '…=1…', next: '…=3…', last: '…=3…' }
 */
export function pageLinks(path: string, page: PageParameters, total: number, extra: Record<string, string> = {}) {
  const tail = Object.entries(extra)
    .map(([name, value]) => `&${linkName(name)}=${value}`)
    .join('')
  const link = (number: number) =>
    `${path}?${linkName('page[number]')}=${number}&${linkName('page[size]')}=${page.size}${tail}`
  const last = Math.max(1, Math.ceil(total / page.size))
  return {
    self: link(page.number),
    first: link(1),
    prev: page.number > 1 ? link(page.number - 1) : null,
    next: page.number < last ? link(page.number + 1) : null,
    last: link(last),
  }
}
