// The filter editor stories' market: Denver's filters as generated after its first import.
import { generatedFilterDocuments, type JsonObject } from '@idx/domain'
import { documentText, type FilterDocuments } from './filter-document.js'
import type { SavedVersion } from './VersionHistory.js'

const generated = generatedFilterDocuments(
  {
    listingCount: 120,
    listingStatuses: ['Active', 'Pending', 'Sold'],
    purchaseTypes: ['Purchase', 'Lease'],
    types: ['Residential'],
    propertyTypes: ['House', 'Condominium', 'Townhouse'],
    measured: { square_feet: true, lot_acre: true, year_built: true },
  },
  'Denver',
)

/** The saved documents. */
export const SAVED: FilterDocuments = { filter_schema: generated.filterSchema, filter_view: generated.filterView }

/** The saved schema's text after `edit`. */
export function schemaWith(edit: (schema: JsonObject) => void): string {
  const schema = structuredClone(generated.filterSchema)
  edit(schema)
  return documentText(schema)
}

/** The saved schema's text with Beds (bedrooms) titled 'Bedrooms'. */
export const RENAMED_BEDS = schemaWith((schema) => {
  const properties = schema.properties as Record<string, JsonObject>
  properties.bedrooms!.title = 'Bedrooms'
})

/** The saved schema without bedrooms, which the saved view shows. */
export const WITHOUT_BEDS = schemaWith((schema) => {
  delete (schema.properties as Record<string, JsonObject>).bedrooms
})

/** A reference without '#/'. */
export const BAD_REFERENCE = schemaWith((schema) => {
  const properties = schema.properties as Record<string, JsonObject>
  properties.price_in_dollars!.$ref = 'definitions/money'
})

/** The saved schema's text cut short. */
export const BROKEN_JSON = documentText(generated.filterSchema).replace('"type": "object",', '"type": "object"')

/** The view with the Price group renamed. */
export const RENAMED_GROUP = documentText({
  ...generated.filterView,
  groups: (generated.filterView.groups as JsonObject[]).map((group) =>
    group.name === 'Price' ? { ...group, name: 'Asking Price' } : group,
  ),
})

/** Three saved versions, newest first. */
export const VERSIONS: SavedVersion[] = [
  {
    version: 3,
    savedAt: '2026-11-29T18:20:00Z',
    savedByName: 'Avery Admin',
    changes: [
      {
        path: '/filter_schema/properties/price_in_dollars/title',
        kind: 'changed',
        before: 'Price',
        after: 'List Price',
      },
    ],
  },
  {
    version: 2,
    savedAt: '2026-11-28T09:05:00Z',
    savedByName: 'Blake Admin',
    changes: [
      { path: '/filter_view/groups/0/name', kind: 'changed', before: 'Cost', after: 'Price' },
      { path: '/filter_schema/properties/lot_acre', kind: 'added', after: { title: 'Lot Size' } },
    ],
  },
  { version: 1, savedAt: '2026-11-20T12:00:00Z', savedByName: null, changes: [] },
]
