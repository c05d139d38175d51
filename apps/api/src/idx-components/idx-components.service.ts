import type { Resource } from '../jsonapi/resource.js'
import type { IdxComponentRow, IdxLayoutRow } from './idx-components.repository.js'

function siteRelationship(siteId: number) {
  return { site: { data: { id: String(siteId), type: 'sites' } } }
}

/** A component row as an `idx_components` resource. */
export function idxComponentResource(row: IdxComponentRow): Resource {
  return {
    id: String(row.id),
    type: 'idx_components',
    attributes: {
      category: row.category,
      name: row.name,
      stylesheet: row.stylesheet,
      mobiledoc: row.mobiledoc,
      layout: row.layout,
      lock_version: row.lock_version,
      updated_at: new Date(row.updated_at).toISOString(),
    },
    relationships: siteRelationship(row.site_id),
  }
}

/** A layout row as an `idx_layouts` resource. */
export function idxLayoutResource(row: IdxLayoutRow): Resource {
  return {
    id: String(row.id),
    type: 'idx_layouts',
    attributes: { name: row.name, components: row.components },
    relationships: siteRelationship(row.site_id),
  }
}
