import sharp, { type FormatEnum, type Metadata, type SharpOptions } from 'sharp'
import { PHOTO_SIZES, type PhotoSize } from '../photos/index.js'
import { stripJpegMetadata } from './jpeg-metadata.js'
import { SIZE_FORMATS, type SizeFormat } from './upload-keys.js'

// The one place photos are read and made: an upload, an S3 upload when its listing is saved, and
// an MLS photo's copy all pass here. The content decides (never the name or the declared type):
// it must decode as one of the formats below, within the pixel limits; it comes out turned upright
// by its EXIF orientation with all metadata dropped (GPS position, camera, owner), as a stripped
// original and each of the sizes the site shows, in WebP and JPEG.

/** Photos made at once in this process: each holds a decoded image (up to MAX_PIXELS * 4 bytes). */
const PARALLEL_PHOTOS = 2
// libvips threads per image and its operation cache: a small machine's memory holds while
// several photos are resized (see `npm run bench`, "photo uploads").
sharp.concurrency(2)
sharp.cache({ memory: 32, files: 0, items: 50 })

/** The smallest photo taken: the listing card's cover (302x190) must not be enlarged. */
export const MIN_PHOTO_SIZE = { width: 302, height: 190 } as const
/** The most pixels a photo may have (a 40-megapixel camera's; about 160 MB decoded). */
export const MAX_PHOTO_PIXELS = 40_000_000

/** What sharp reads that a photo may be, and the MIME type it is stored as. */
const FORMATS: Record<string, { type: string; extension: string }> = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  webp: { type: 'image/webp', extension: 'webp' },
  gif: { type: 'image/gif', extension: 'gif' },
  avif: { type: 'image/avif', extension: 'avif' },
}

/** The content types `GET signed_urls` signs for: the formats above. */
export const PHOTO_CONTENT_TYPES = Object.values(FORMATS).map((format) => format.type)

export const SIZE_CONTENT_TYPES: Record<SizeFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' }

export interface MadeSize {
  size: PhotoSize
  format: SizeFormat
  body: Buffer
}

export interface ProcessedPhoto {
  /** Upright pixel dimensions. */
  width: number
  height: number
  /** The photo as uploaded, upright and without metadata, in its own format. */
  original: { body: Buffer; contentType: string }
  sizes: MadeSize[]
}

/** Why a photo was refused, as a person reads it ("house.jpg is not an image"). */
export class PhotoRefused extends Error {
  override readonly name = 'PhotoRefused'
}

let running = 0
const waiting: (() => void)[] = []

/** Runs `work` when fewer than PARALLEL_PHOTOS photos are being made. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_PHOTOS) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function formatOf(metadata: Metadata): string | undefined {
  // AVIF is HEIF with AV1 inside; HEIC (HEVC inside) is not something sharp's build can decode.
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : 'heic'
  return metadata.format
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/**
 * Checks that `input` is a photo within `maxBytes` and the pixel limits, and makes its stripped
 * original and every size. Throws PhotoRefused with a sentence naming `name` when it is not.
 *
 * @example
 * const photo = await processPhoto(buffer, 'house.jpg', 15 * 1024 * 1024)
 * photo.sizes.length // 10 (five sizes, WebP and JPEG)
 */
export function processPhoto(input: Buffer, name: string, maxBytes: number): Promise<ProcessedPhoto> {
  if (input.length > maxBytes) {
    return Promise.reject(
      new PhotoRefused(`${name} is ${megabytes(input.length)}, more than the ${megabytes(maxBytes)} a photo may be`),
    )
  }
  return inTurn(() => makePhoto(input, name))
}

async function makePhoto(input: Buffer, name: string): Promise<ProcessedPhoto> {
  const options: SharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }
  let metadata: Metadata
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoRefused(`${name} is not an image`)
  }
  const format = formatOf(metadata)
  const stored = format === undefined ? undefined : FORMATS[format]
  if (!stored) {
    throw new PhotoRefused(
      `${name} is ${format ? `a ${format.toUpperCase()} image` : 'not an image'}: upload a JPEG, PNG, WebP, AVIF or GIF photo`,
    )
  }
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new PhotoRefused(
      `${name} is ${width}x${height} pixels, more than the ${MAX_PHOTO_PIXELS / 1_000_000} megapixels a photo may have`,
    )
  }
  if (width < MIN_PHOTO_SIZE.width || height < MIN_PHOTO_SIZE.height) {
    throw new PhotoRefused(
      `${name} is ${width}x${height} pixels; a photo must be at least ${MIN_PHOTO_SIZE.width}x${MIN_PHOTO_SIZE.height}`,
    )
  }
  try {
    // Output keeps no metadata unless asked (sharp's default): EXIF with its GPS position goes.
    const upright = () => sharp(input, options).autoOrient()
    // An upright JPEG keeps its pixels, without its metadata segments; anything else is re-encoded.
    const lossless = format === 'jpeg' && (metadata.orientation ?? 1) === 1 ? stripJpegMetadata(input) : null
    const original =
      lossless ??
      (await upright()
        .toFormat(format as keyof FormatEnum, format === 'jpeg' ? { quality: 90 } : {})
        .toBuffer())
    // One decode at the largest size needed (1280x720 covered), then each size cropped from it.
    const { data, info } = await upright()
      .resize(1280, 720, { fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const sizes: MadeSize[] = []
    for (const size of PHOTO_SIZES) {
      const [w, h] = size.split('x').map(Number) as [number, number]
      const resized = await sharp(data, raw).resize(w, h, { fit: 'cover', position: 'centre' }).raw().toBuffer()
      const sized = () => sharp(resized, { raw: { width: w, height: h, channels: info.channels } })
      for (const sizeFormat of SIZE_FORMATS) {
        const body =
          sizeFormat === 'webp'
            ? await sized().webp({ quality: 80, effort: 2 }).toBuffer()
            : await sized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true }).toBuffer()
        sizes.push({ size, format: sizeFormat, body })
      }
    }
    return { width, height, original: { body: original, contentType: stored.type }, sizes }
  } catch (error) {
    if (error instanceof PhotoRefused) throw error
    throw new PhotoRefused(`${name} could not be read as an image (${(error as Error).message})`)
  }
}
