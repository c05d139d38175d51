import sharp from 'sharp'

/**
 * A JPEG photo made in the test: a gradient with some noise (so it is not tiny), optionally with
 * EXIF carrying a GPS position and an orientation, as a phone's camera writes them.
 */
export async function testJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number; noise?: boolean } = {},
): Promise<Buffer> {
  const { width = 800, height = 600 } = options
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const grain = options.noise ? Math.floor(Math.random() * 256) : 0
      pixels[i] = options.noise ? grain : (x * 255) / width
      pixels[i + 1] = options.noise ? (grain * 7) & 255 : (y * 255) / height
      pixels[i + 2] = options.noise ? (grain * 13) & 255 : 128
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return image.jpeg({ quality: options.noise ? 95 : 85 }).toBuffer()
}
