/** Photo sizes requested from the image service, in CSS pixels. */
export const IMAGE_SIZES = {
  /** Photo gallery carousel on listing detail. */
  gallery: { width: 1280, height: 720 },
  /** Listing card cover photo. */
  card: { width: 302, height: 190 },
  /** Listing card cover photo when lazy-loaded. */
  cardLazy: { width: 268, height: 150 },
  /** Photo in the map popup. */
  mapPopup: { width: 270, height: 112 },
} as const
