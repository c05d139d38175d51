// Story fixtures: the seeded Austin market's filters (from @idx/domain, as the API seeds them) and
// suggestion sections shaped as GET /api/v3/suggestions answers them.
import { readMarketFilters } from '@idx/domain'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'
import type { FilterSchemaDocument, FilterViewDocument, SearchFilter, SuggestionSection } from '@idx/domain'

/** The Austin market as GET /markets/1 answers it (raw, with $refs): the seeded documents. */
export const austinMarket = { filter_schema: AUSTIN_FILTER_SCHEMA, filter_view: AUSTIN_FILTER_VIEW }

const filters = readMarketFilters(austinMarket)
if (!filters.ok) throw new Error(`fixtures: the Austin filters do not validate: ${JSON.stringify(filters.errors)}`)
export const austinSchema: FilterSchemaDocument = filters.schema
export const austinView: FilterViewDocument = filters.view

/** A fresh search of the Austin market: its defaults only. */
export const defaultAustinFilter: SearchFilter = {
  purchase_type: { value: 'Purchase' },
  listing_status: { value: ['Active', 'Coming Soon'] },
}

/** What `GET suggestions?q=mue` answers for the seeded market. */
export const muellerSections: SuggestionSection[] = [
  {
    keyword: 'mue',
    name: 'Neighborhoods',
    type: 'neighborhood',
    suggestions: [
      {
        id: 'area:12',
        type: 'neighborhood',
        name: 'Mueller',
        label: 'Mueller, Austin, TX',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-97.712, 30.29],
              [-97.693, 30.29],
              [-97.693, 30.307],
              [-97.712, 30.29],
            ],
          ],
        },
        filter: { suggestion: { value: ['area:12'] } },
      },
    ],
  },
  {
    keyword: 'mue',
    name: 'Addresses',
    type: 'address',
    suggestions: [
      { id: 'address:4127', type: 'address', name: '1905 Mueller Blvd', label: 'Austin, TX 78723' },
      { id: 'address:5210', type: 'address', name: '4512 Berkman Dr', label: 'Austin, TX 78723' },
    ],
  },
  {
    keyword: 'mue',
    name: 'MLS #',
    type: 'mls_number',
    suggestions: [
      { id: 'mls:ACT4127001', type: 'mls_number', name: 'ACT4127001', label: '1905 Mueller Blvd, Austin, TX 78723' },
    ],
  },
]

/** What the omnibox offers before anything is typed: the market's busiest places. */
export const austinHintSections: SuggestionSection[] = [
  {
    keyword: '',
    name: 'Popular Cities',
    type: 'city',
    suggestions: [
      { id: 'city:austin-tx', type: 'city', name: 'Austin, TX', label: 'Texas' },
      { id: 'city:round-rock-tx', type: 'city', name: 'Round Rock, TX', label: 'Texas' },
    ],
  },
  {
    keyword: '',
    name: 'Popular Neighborhoods',
    type: 'neighborhood',
    suggestions: [
      { id: 'area:5', type: 'neighborhood', name: 'Zilker', label: 'Zilker, Austin, TX' },
      { id: 'area:3', type: 'neighborhood', name: 'Hyde Park', label: 'Hyde Park, Austin, TX' },
    ],
  },
]

/** A square drawn around Zilker (GeoJSON order, closed). */
export const zilkerSquare = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-97.78, 30.25],
      [-97.76, 30.25],
      [-97.76, 30.27],
      [-97.78, 30.27],
      [-97.78, 30.25],
    ],
  ],
}
