/**
 * The column a search filters or sorts a field by. Prices are searched by `search_price` (migration
 * 0012): the asking price when the public may see it, NULL when the listing hides it
 * (`disclose_price` false) or keeps it behind a password. A hidden price therefore never matches a
 * price bound and sorts as no price, so price filters and the price sort (bisected with a
 * listing's id, 26 searches find any price) cannot tell it. The rule is the same for every
 * visitor, one who unlocked the listing included: results, totals and pages stay shareable and
 * cacheable, and that visitor sees the price on the listing itself.
 *
 * @example
 * searchColumn('price_in_dollars') // 'search_price'
 * searchColumn('bedrooms')         // 'bedrooms'
 */
export function searchColumn<Field extends string>(field: Field): SearchColumn<Field> {
  return (field === 'price_in_dollars' ? 'search_price' : field) as SearchColumn<Field>
}

export type SearchColumn<Field extends string> = Field extends 'price_in_dollars' ? 'search_price' : Field
