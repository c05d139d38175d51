import { interpretedSchema } from '../json/interpreted-schema.js'
import type { JsonObject } from '../json/types.js'
import {
  filterSchemaUnknownMember,
  filterSchemaWithStructure,
  type FilterSchemaDocument,
  type FilterSchemaValidation,
} from './filter-schema-document.js'
import { filterSchemaMetaSchema } from './filter-schema-meta.js'
import { filterViewWithStructure, type FilterViewValidation } from './filter-view-document.js'
import { filterViewMetaSchema } from './filter-view-meta.js'

// A market's filter documents as the search form reads them, in the browser: the same checks as
// `validateFilterSchemaStructure` and `validateFilterView`, the structure interpreted from the meta
// schemas (json/interpreted-schema.ts) instead of ajv's generated code for them. They accept and
// refuse the same documents (the tests compare them); some messages are worded differently.

const schemaStructure = interpretedSchema(filterSchemaMetaSchema, filterSchemaUnknownMember)
const viewStructure = interpretedSchema(filterViewMetaSchema)

/**
 * `validateFilterSchemaStructure`, interpreted.
 *
 * @example
 * checkFilterSchemaStructure(market.filter_schema) // { ok: true, schema } or { ok: false, errors }
 */
export function checkFilterSchemaStructure(document: unknown): FilterSchemaValidation {
  return filterSchemaWithStructure(document, (schema: JsonObject) => schemaStructure(schema))
}

/**
 * `validateFilterView`, interpreted.
 *
 * @example
 * checkFilterView(market.filter_view, schema) // { ok: true, view } or { ok: false, errors }
 */
export function checkFilterView(document: unknown, schema?: FilterSchemaDocument): FilterViewValidation {
  return filterViewWithStructure(document, schema, (view) => viewStructure(view))
}
