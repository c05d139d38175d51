/** One object as a store keeps it. */
export interface StoredObject {
  body: Buffer
  contentType: string
}

/**
 * Where photos and their sizes are kept: a folder on this machine (local-photo-store.ts) or an
 * S3-compatible bucket (s3-photo-store.ts), by IDX_UPLOAD_STORAGE. Keys are upload-keys.ts's.
 */
export interface PhotoStore {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
}
