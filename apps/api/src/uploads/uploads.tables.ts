import type { GeneratedTimestamp } from '../db/schema.js'

/** A photo kept with all its sizes (migration 0032): an upload or an MLS photo's copy. */
export interface StoredPhotosTable {
  key: string
  width: number
  height: number
  /** The stored original's bytes. */
  bytes: number
  /** The MLS's URL the copy came from; null for an upload. */
  source_url: string | null
  created_at: GeneratedTimestamp
}

/** The tables uploads/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface UploadsTables {
  stored_photos: StoredPhotosTable
}
