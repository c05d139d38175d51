import { describe, expect, it } from 'vitest'
import { checkUploadFields, signedUploadFields } from './upload-policy.js'
import { safeFileName, uploadKeyFromLocation } from './upload-keys.js'

const key = Buffer.from('a test key of thirty-two characters!')
const grant = {
  key: 'uploads/3/6f1b2c3d-0000-4000-8000-000000000000/house.jpg',
  contentType: 'image/jpeg',
  maxBytes: 1000,
  expires: 2000,
}

describe("the local store's signed upload form", () => {
  it('is accepted as signed until it expires', () => {
    const fields = signedUploadFields(key, grant, 1000)
    expect(checkUploadFields(key, fields, 1999)).toEqual({ ok: true, grant })
    expect(checkUploadFields(key, fields, 2000)).toMatchObject({
      ok: false,
      status: 403,
      message: expect.stringContaining('expired'),
    })
  })

  it('is refused with another key, type, policy or signing key', () => {
    const fields = signedUploadFields(key, grant, 1000)
    expect(checkUploadFields(key, { ...fields, key: 'uploads/3/x/other.jpg' }, 1500)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    })
    expect(checkUploadFields(key, { ...fields, 'Content-Type': 'image/png' }, 1500)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    })
    const other = signedUploadFields(key, { ...grant, maxBytes: 10 ** 9 }, 1000)
    expect(checkUploadFields(key, { ...fields, Policy: other.Policy! }, 1500)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    })
    expect(checkUploadFields(Buffer.from('another key, also long enough....'), fields, 1500)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    })
    expect(checkUploadFields(key, { key: grant.key }, 1500)).toMatchObject({ ok: false, status: 403 })
  })
})

describe('upload keys', () => {
  it('make file names safe', () => {
    expect(safeFileName('My House (1).JPG')).toBe('My-House-1-.JPG')
    expect(safeFileName('../../etc/passwd')).toBe('passwd')
    expect(safeFileName('...')).toBe('photo')
  })

  it("are read from this server's and a bucket's Locations, for their own site only", () => {
    const upload = 'uploads/3/6f1b2c3d-0000-4000-8000-000000000000/house.jpg'
    expect(uploadKeyFromLocation(`https://idx.example/api/v3/uploads/${upload}`, 3)).toBe(upload)
    expect(uploadKeyFromLocation(`http://127.0.0.1:9000/photos/${upload}`, 3)).toBe(upload)
    expect(uploadKeyFromLocation(`https://photos.s3.amazonaws.com/${upload}`, 4)).toBeNull()
    expect(uploadKeyFromLocation('https://idx.example/api/v3/uploads/uploads/3/not-a-uuid/house.jpg', 3)).toBeNull()
    expect(uploadKeyFromLocation('not a url', 3)).toBeNull()
  })
})
