/** Listing fields the results can be sorted by. */
export type SortField =
  | 'data_source_listing_updated_at'
  | 'price_in_dollars'
  | 'bedrooms'
  | 'bathrooms'
  | 'lot_acre'
  // Only descending ('-broker_listing', the 'Featured' option): the brokerage's own listings first, then newest.
  | 'broker_listing'

/** A JSON:API sort string: `field` sorts ascending, `-field` descending. */
export type SortValue = Exclude<SortField | `-${SortField}`, 'broker_listing'>

/** One entry of the sort menu. */
export type SortOption = {
  /** Stable id for menus and tests. */
  id: string
  /** Menu text. */
  label: string
  /** What the query sends. */
  sort: SortValue
}

/** The sort menu, in menu order. */
export const SORT_OPTIONS = [
  // The brokerage's own listings first (newest first among each), as a brokerage's site promotes them.
  { id: 'featured', label: 'Featured', sort: '-broker_listing' },
  // Named for what they order by: a bare 'Oldest' on a fresh search read as 'the oldest homes'.
  { id: 'newest', label: 'Updated (Newest First)', sort: '-data_source_listing_updated_at' },
  { id: 'oldest', label: 'Updated (Oldest First)', sort: 'data_source_listing_updated_at' },
  { id: 'price-asc', label: 'Price (Low to High)', sort: 'price_in_dollars' },
  { id: 'price-desc', label: 'Price (High to Low)', sort: '-price_in_dollars' },
  { id: 'bedrooms-asc', label: 'Beds (Low to High)', sort: 'bedrooms' },
  { id: 'bedrooms-desc', label: 'Beds (High to Low)', sort: '-bedrooms' },
  { id: 'bathrooms-asc', label: 'Baths (Low to High)', sort: 'bathrooms' },
  { id: 'bathrooms-desc', label: 'Baths (High to Low)', sort: '-bathrooms' },
  { id: 'lot-acre-asc', label: 'Lot Size (Low to High)', sort: 'lot_acre' },
  { id: 'lot-acre-desc', label: 'Lot Size (High to Low)', sort: '-lot_acre' },
] as const satisfies readonly SortOption[]

/** The sort of a fresh search: ascending by data source listing updated date (the 'Updated (Oldest First)' option). */
export const DEFAULT_SORT = 'data_source_listing_updated_at' satisfies SortValue
