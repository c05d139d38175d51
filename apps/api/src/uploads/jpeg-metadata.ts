// Dropping a JPEG's metadata without decoding it: the segments that carry EXIF (with the GPS
// position), XMP, IPTC and comments are left out and the image data is copied as it is, so an
// upright JPEG keeps every pixel and costs no re-encoding (most of an upload's time otherwise).

/** APPn segments kept: APP0 (JFIF), APP2 (the ICC colour profile) and APP14 (Adobe colour transform). */
const KEPT_APP_SEGMENTS = new Set([0xe0, 0xe2, 0xee])

/**
 * The JPEG without its APP1 (EXIF, XMP), APP13 (IPTC) and other metadata segments nor comments,
 * or null when it cannot be read as a baseline sequence of segments (the caller re-encodes then).
 *
 * @example
 * stripJpegMetadata(phoneJpeg) // the same picture, no EXIF
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null
  const parts: Buffer[] = [jpeg.subarray(0, 2)]
  let at = 2
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null
    const marker = jpeg[at + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++
      continue
    }
    const length = jpeg.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > jpeg.length) return null
    const segment = jpeg.subarray(at, at + 2 + length)
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and everything after it are the image.
      parts.push(jpeg.subarray(at))
      return Buffer.concat(parts)
    }
    const isApp = marker >= 0xe0 && marker <= 0xef
    const isComment = marker === 0xfe
    if (!(isApp && !KEPT_APP_SEGMENTS.has(marker)) && !isComment) parts.push(segment)
    at += 2 + length
  }
  return null
}
