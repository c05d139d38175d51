import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processPhoto } from './photo-pipeline.js'
import { stripJpegMetadata } from './jpeg-metadata.js'

async function phoneJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(640 * 480 * 3, 90)
  return sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Owner Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
    .jpeg()
    .toBuffer()
}

describe('stripJpegMetadata', () => {
  it('drops EXIF with its GPS position and keeps the picture', async () => {
    const jpeg = await phoneJpeg()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const stripped = stripJpegMetadata(jpeg)!
    const metadata = await sharp(stripped).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    expect(metadata.exif).toBeUndefined()
    expect(stripped.toString('latin1')).not.toMatch(/TestCam|Owner Name|Exif/)
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(jpeg).raw().toBuffer())
  })

  it('answers null for what is not a JPEG', () => {
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull()
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull()
  })

  it("is how an upright JPEG's original is kept by the pipeline", async () => {
    const photo = await processPhoto(await phoneJpeg(), 'phone.jpg', 10 ** 7)
    expect((await sharp(photo.original.body).metadata()).exif).toBeUndefined()
    expect(photo.original.body.toString('latin1')).not.toContain('TestCam')
    expect(photo.sizes).toHaveLength(10)
  })
})
