import type { StoredPhotoSize } from './stored-photo-size.js'

// The app's `storedPhotoSize` decoration, apart from its types (stored-photo-size.ts): the types
// are exported from photos/index.ts, which pages' code reaches through the shared table types,
// where no 'fastify' module exists to augment.
declare module 'fastify' {
  interface FastifyInstance {
    storedPhotoSize: StoredPhotoSize
  }
}
