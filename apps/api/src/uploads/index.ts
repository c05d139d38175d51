// Photo uploads and stored photos (see apps/api/README.md, "Photo uploads").
export { ensureStoredPhotos, storedPhotoKeys, type RefusedPhoto } from './stored-photos.js'
export { uploadKeyFromLocation, mlsPhotoKey, sizeKey, type SizeFormat } from './upload-keys.js'
export { uploadPreviewUrl } from './preview-url.js'
export { photoUploads, type PhotoUploads } from './photo-uploads.js'
export type { UploadConfig } from '../config/upload-config.js'
export { signedUrlsRoutes } from './signed-urls.routes.js'
export { uploadsRoutes } from './uploads.routes.js'
export { storedSize, acceptsWebp } from './stored-photo-response.js'
export {
  copyMlsPhotos,
  enqueueMlsPhotoCopies,
  MLS_PHOTO_COPY_KIND,
  mlsPhotoCopyHandlers,
  type MlsPhotoCopyPayload,
} from './mls-photo-copies.js'
