import { describe, expect, it } from 'vitest'
import { PHOTO_SIZES } from '../src/photos/photo-svg.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [
      listing({ id: 1, title: '1105 W Mary St', photo_count: 4 }),
      listing({
        id: 2,
        title: '7 <Lot> & "Acre"',
        type: 'Lots and Land',
        property_type: 'Lots and Land',
        photo_count: 3,
      }),
      listing({ id: 3, title: '500 Congress Ave', type: 'Commercial', property_type: 'Office', photo_count: 2 }),
      listing({ id: 4, title: 'No Photos Ln', photo_count: 0 }),
      // Imported from a RESO feed with its Media: the MLS's own photos (one not a web address).
      listing({
        id: 5,
        title: '12 Imported Way',
        photo_count: 3,
        additional_details: JSON.stringify({
          media: ['https://photos.mls.example/12/1.jpg', 'https://photos.mls.example/12/2.jpg', 'javascript:alert(1)'],
        }),
      }),
      // A feed naming plain-http and internal addresses: no browser is sent there.
      listing({
        id: 6,
        title: '14 Imported Way',
        photo_count: 3,
        additional_details: JSON.stringify({
          media: [
            'http://photos.mls.example/14/1.jpg',
            'https://169.254.169.254/latest/meta-data',
            'https://localhost/1.jpg',
          ],
        }),
      }),
    ])
  },
})

const photo = (path: string) => t.app.inject({ method: 'GET', url: `/api/v3/photos/${path}` })

describe('GET /api/v3/photos/{listing_id}/{index}/{size}.svg', () => {
  it('serves a small, cacheable SVG with an accessible title, without a token', async () => {
    const response = await photo('1/0/302x190.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="302" height="190" /)
    expect(response.body).toContain('<title id="t">Front of 1105 W Mary St (photo 1)</title>')
    expect(response.body).toContain('role="img"')
    expect(Buffer.byteLength(response.body)).toBeLessThan(4096)
  })

  it.each(PHOTO_SIZES)('serves size %s', async (size) => {
    const [width, height] = size.split('x')
    const response = await photo(`1/1/${size}.svg`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`width="${width}" height="${height}" viewBox="0 0 640 400"`)
  })

  it('draws the same picture for the same photo, and different ones for other photos and listings', async () => {
    const first = (await photo('1/2/640x400.svg')).body
    expect((await photo('1/2/640x400.svg')).body).toBe(first)
    expect((await photo('1/3/640x400.svg')).body).not.toBe(first)
    expect((await photo('1/2/1280x720.svg')).body.replace(/width="\d+" height="\d+" /, '')).toBe(
      first.replace(/width="\d+" height="\d+" /, ''),
    )
  })

  it('draws rooms, land and buildings to suit the listing, escaping its title', async () => {
    expect((await photo('1/2/302x190.svg')).body).toContain('<title id="t">Kitchen of 1105 W Mary St (photo 3)</title>')
    const land = await photo('2/0/302x190.svg')
    expect(land.body).toContain('<title id="t">Land of 7 &#60;Lot&#62; &#38; &#34;Acre&#34; (photo 1)</title>')
    expect((await photo('3/1/302x190.svg')).body).toContain(
      '<title id="t">Office of 500 Congress Ave (photo 2)</title>',
    )
    for (const path of ['1/3/640x400.svg', '2/2/1280x720.svg', '3/0/270x112.svg']) {
      const response = await photo(path)
      expect(response.statusCode, path).toBe(200)
      expect(Buffer.byteLength(response.body), path).toBeLessThan(4096)
    }
  })

  it.each([['302x191'], ['100x100'], ['302X190'], ['abc']])('answers 400 for size %s', async (size) => {
    const response = await photo(`1/0/${size}.svg`)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/)
    expect(response.json()).toEqual({
      errors: [
        {
          status: '400',
          title: 'Bad Request',
          detail: `Photo size '${size}' is not offered; use one of 302x190, 268x150, 1280x720, 270x112, 640x400`,
        },
      ],
    })
  })

  it('answers 404 for an index at or past the photo count', async () => {
    const response = await photo('1/4/302x190.svg')
    expect(response.statusCode).toBe(404)
    expect(response.json().errors[0]).toMatchObject({
      status: '404',
      detail: 'Listing 1 has 4 photos (indexes 0 to 3)',
    })
    expect((await photo('4/0/302x190.svg')).statusCode).toBe(404)
  })

  it('answers 404 for an unknown listing, even one past the integer range', async () => {
    for (const id of ['999', '9999999999']) {
      const response = await photo(`${id}/0/302x190.svg`)
      expect(response.statusCode, id).toBe(404)
      expect(response.json().errors[0]).toMatchObject({ status: '404', detail: `No listing ${id}` })
    }
  })

  it('answers 400 for an id or index that is not a number', async () => {
    for (const path of ['abc/0/302x190.svg', '1/-1/302x190.svg', '1/1.5/302x190.svg', '99999999999/0/302x190.svg']) {
      const response = await photo(path)
      expect(response.statusCode, path).toBe(400)
      expect(response.json().errors[0].status).toBe('400')
    }
  })
})

/** A PNG's width and height, from its IHDR chunk (which must come first). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('GET /api/v3/photos/{listing_id}/{index}/{size}.png', () => {
  it.each(PHOTO_SIZES)('serves the drawing rasterised at %s, cacheable, without a token', async (size) => {
    const [width, height] = size.split('x').map(Number)
    const response = await photo(`1/1/${size}.png`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(response.rawPayload)).toEqual({ width, height })
  })

  it('draws the same picture for the same photo, and different ones for other photos', async () => {
    const first = (await photo('1/2/302x190.png')).rawPayload
    expect((await photo('1/2/302x190.png')).rawPayload.equals(first)).toBe(true)
    expect((await photo('1/3/302x190.png')).rawPayload.equals(first)).toBe(false)
  })

  it('answers 400 for a size not offered and 404 past the photo count or for an unknown listing', async () => {
    expect((await photo('1/0/302x191.png')).statusCode).toBe(400)
    expect((await photo('1/4/302x190.png')).json().errors[0]).toMatchObject({
      status: '404',
      detail: 'Listing 1 has 4 photos (indexes 0 to 3)',
    })
    expect((await photo('999/0/302x190.png')).statusCode).toBe(404)
    expect((await photo('1/0/302x190.jpg')).statusCode).toBe(404)
  })
})

describe("an imported listing's photos", () => {
  it("send the browser to the MLS's own image, in the feed's order; anything but a web address is drawn", async () => {
    for (const [index, url] of [
      [0, 'https://photos.mls.example/12/1.jpg'],
      [1, 'https://photos.mls.example/12/2.jpg'],
    ] as const) {
      const response = await photo(`5/${index}/1280x720.png`)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(url)
    }
    const drawn = await photo('5/2/1280x720.png')
    expect(drawn.statusCode).toBe(200)
    expect(drawn.headers['content-type']).toBe('image/png')
    expect((await photo('5/3/1280x720.png')).statusCode).toBe(404)
    expect((await photo('5/99999999999/1280x720.png')).statusCode).toBe(400)
  })

  it('draw a photo whose address is plain http or an internal host instead of sending the browser there', async () => {
    for (const index of [0, 1, 2]) {
      const response = await photo(`6/${index}/1280x720.png`)
      expect(response.statusCode).toBe(200)
      expect(response.headers.location).toBeUndefined()
      expect(response.headers['content-type']).toBe('image/png')
    }
  })
})

describe('GET /api/v3/feeds/{id}/logo.svg and sites/{id}/logo.svg', () => {
  it('serve a logo with the name, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/feeds/1/logo.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body).toContain('<title id="t">ACTRIS MLS logo</title>')
    expect(response.body).toContain('>AM</text>')
    const site = await t.app.inject({ method: 'GET', url: '/api/v3/sites/1/logo.svg' })
    expect(site.statusCode).toBe(200)
    expect(site.body).toContain('<title id="t">Test Realty logo</title>')
  })

  it('answer 404 for an unknown feed or site and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/feeds/9/logo.svg' })).json().errors[0]).toMatchObject({
      status: '404',
      detail: 'No feed 9',
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/sites/9/logo.svg' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/feeds/x/logo.svg' })).statusCode).toBe(400)
  })
})

describe('GET /api/v3/agents/{id}/photo.svg', () => {
  it("serves the agent's generated portrait, titled with their name and cached for good, without a token", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/agents/1/photo.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toMatch(/^<svg [^>]*role="img"/)
    expect(response.body).toContain('<title id="t">Ada Lovelace</title>')
    // The same agent always gets the same picture.
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/agents/1/photo.svg' })).body).toBe(response.body)
  })

  it('answers 404 for an unknown agent and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/agents/99/photo.svg' })).json().errors[0]).toMatchObject({
      status: '404',
      detail: 'No agent 99',
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/agents/x/photo.svg' })).statusCode).toBe(400)
  })
})
