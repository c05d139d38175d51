import type { Kysely } from 'kysely'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Database } from '../db/schema.js'
import type { UploadConfig } from '../config/upload-config.js'
import { localPhotoStore } from './local-photo-store.js'
import type { PhotoStore } from './photo-store.js'
import { s3PhotoStore } from './s3-photo-store.js'
import { uploadSigningKey } from './upload-signing-key.js'

/** What the upload routes, the photos route, ensureStoredPhotos and the MLS copy job share. */
export interface PhotoUploads {
  config: UploadConfig
  store: PhotoStore
  /** The S3 client, with the S3 store (presigned POSTs and GETs). */
  s3: S3Client | undefined
  /** The local store's form and preview signing key. */
  signingKey: () => Promise<Buffer>
  db: Kysely<Database>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and copied photos: the store and its settings (src/uploads/). */
    photoUploads: PhotoUploads
  }
}

/**
 * The photo store IDX_UPLOAD_STORAGE names, with its settings and signing key.
 *
 * @example
 * app.decorate('photoUploads', photoUploads(config.uploads, db))
 */
export function photoUploads(config: UploadConfig, db: Kysely<Database>): PhotoUploads {
  if (config.storage === 's3') {
    const store = s3PhotoStore(config.s3)
    return { config, store, s3: store.client, signingKey: uploadSigningKey(db, config.signingKey), db }
  }
  return {
    config,
    store: localPhotoStore(config.dir),
    s3: undefined,
    signingKey: uploadSigningKey(db, config.signingKey),
    db,
  }
}
