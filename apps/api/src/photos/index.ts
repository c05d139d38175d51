export { passwordFingerprint } from './password-fingerprint.js'
export { signedPhotoUrl } from './photo-signature.js'
export type { PhotoSize } from './photo-svg.js'
export { photoUrl } from './photo-url.js'
