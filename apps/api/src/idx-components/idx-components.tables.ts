import type { Generated } from 'kysely'
import type { GeneratedTimestamp, Json } from '../db/schema.js'

export interface IdxComponentsTable {
  id: number
  site_id: number
  category: Generated<string>
  name: Generated<string>
  stylesheet: Generated<string>
  mobiledoc: Json
  layout: string | null
  /** The saved version this row holds (migration 0031; document_versions keeps each). */
  lock_version: Generated<number>
  updated_at: GeneratedTimestamp
}

export interface IdxLayoutsTable {
  id: number
  site_id: number
  name: string
  components: Json<Record<string, unknown>>
}

/** The tables idx-components/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface IdxComponentsTables {
  idx_components: IdxComponentsTable
  idx_layouts: IdxLayoutsTable
}
