// The search screen's checks, in a chunk of their own (search-checks.ts loads it): reading a
// search from the URL and a market's filter documents both run @cfworker/json-schema, the
// heaviest code of the search screen, which the page's first paint (server-rendered) never needs.
export { readMarketFilters, searchQueryFromUrlParams } from '@idx/domain'
