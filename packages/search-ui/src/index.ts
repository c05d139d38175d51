// @idx/search-ui public API: every export named.
export { ResultCount } from './result-count/ResultCount'
export type { ResultCountProps, ResultsState } from './result-count/ResultCount'

// --- results: listing card, pagination, results toolbar (section owned by the results work) ---
export { ListingCard } from './listing-card/ListingCard'
export type { ListingCardProps } from './listing-card/ListingCard'
export { ListingsList } from './listing-card/ListingsList'
export type { ListingsListProps } from './listing-card/ListingsList'
export { Pagination } from './pagination/Pagination'
export type { PaginationProps } from './pagination/Pagination'
export { ResultsToolbar } from './results-toolbar/ResultsToolbar'
export type { ResultsToolbarProps } from './results-toolbar/ResultsToolbar'
export { isPlainLeftClick, renderAnchor } from './shared/links'
export type { LinkProps, RenderLink } from './shared/links'
export type { ResponsiveLayout } from './shared/styles'

// --- search form: omnibox, filters, price dropdown, chips (section owned by the search-form work) ---
export { FilterChips } from './search-form/FilterChips'
export type { FilterChipsProps } from './search-form/FilterChips'
export { CLEAR_FILTERS_LABEL, FilterPanel } from './search-form/FilterPanel'
export type { FilterPanelProps } from './search-form/FilterPanel'
export { Omnibox } from './search-form/Omnibox'
export type { OmniboxProps } from './search-form/Omnibox'
export { PriceDropdown } from './search-form/PriceDropdown'
export type { PriceDropdownProps } from './search-form/PriceDropdown'
export { FILTER_BUTTON_LABEL, SearchForm } from './search-form/SearchForm'
export type { SearchFormProps } from './search-form/SearchForm'
export { useDebouncedValue } from './search-form/useDebouncedValue'
