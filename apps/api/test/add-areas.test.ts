import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertListings, listing, MARKET_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { runIdx } from './helpers/run-idx.js'
import { withTestApp } from './helpers/test-app.js'

// `idx add-areas`: a GeoJSON file of neighbourhoods becomes the market's areas, suggested in the
// omnibox, outlined by the areas endpoint and searchable; a file with any bad feature is refused
// whole, naming the feature; loading a file again updates rather than duplicates.

const SAMPLE = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'denver-neighborhoods.geojson')
const auth = { authorization: `Bearer ${SITE_TOKEN}` }
const t = withTestApp()
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'idx-add-areas-'))
  // Listings in and around Capitol Hill (Denver), in the fixtures' market.
  await insertListings(t.db, [
    listing({ id: 1, latitude: 39.7335, longitude: -104.98 }), // Capitol Hill
    listing({ id: 2, latitude: 39.735, longitude: -104.965 }), // Cheesman Park, next door
    listing({ id: 3, latitude: 39.7, longitude: -104.98 }), // south of both
  ])
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** `idx <args>` in this process, on the test's database. */
const idx = (...args: string[]) => runIdx(t.db, ...args)

async function geojsonFile(name: string, content: unknown): Promise<string> {
  const path = join(folder, name)
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const feature = (name: string | null, geometry: unknown) => ({
  type: 'Feature',
  properties: name === null ? {} : { name },
  geometry,
})
const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
]
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features })

const counts = async () => ({
  areas: (await t.db.selectFrom('areas').select('id').execute()).length,
  suggestions: (await t.db.selectFrom('suggestions').select('id').execute()).length,
})

async function suggestionsFor(q: string) {
  const response = await t.app.inject({
    url: '/api/v3/suggestions',
    query: { q, market_id: String(MARKET_ID) },
    headers: auth,
  })
  expect(response.statusCode, response.body).toBe(200)
  const sections = response.json().data as {
    attributes: { section_type: string; suggestions: { id: string; name: string; label: string; geometry: unknown }[] }
  }[]
  return sections.flatMap((section) =>
    section.attributes.suggestions.map((s) => ({ ...s, section: section.attributes.section_type })),
  )
}

async function searchIds(suggestion: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v3/listings/search',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: { market_id: String(MARKET_ID), filter: { suggestion: { value: [suggestion] } } },
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().data as { id: string }[]).map((row) => Number(row.id)).sort()
}

describe('idx add-areas', { timeout: 60_000 }, () => {
  it('loads the sample neighbourhoods: suggested by name, outlined by the areas endpoint, searchable', async () => {
    const run = await idx('add-areas', '--market', String(MARKET_ID), '--geojson', SAMPLE, '--json')
    expect(run.code, run.err).toBe(0)
    const result = JSON.parse(run.out) as { added: { id: number; name: string }[]; updated: unknown[] }
    expect(result.added.map((area) => area.name)).toEqual(['Capitol Hill', 'Cheesman Park', 'Highland'])
    expect(result.updated).toEqual([])

    const [capitolHill] = await suggestionsFor('capitol')
    const capitolId = result.added[0]!.id
    expect(capitolHill).toMatchObject({
      id: `area:${capitolId}`,
      section: 'neighborhood',
      name: 'Capitol Hill',
      label: 'Austin, TX',
      geometry: { type: 'Polygon' },
    })

    const areas = await t.app.inject({ url: '/api/v3/areas', query: { market_id: String(MARKET_ID) }, headers: auth })
    expect(areas.statusCode).toBe(200)
    const listed = areas.json().data as {
      id: string
      attributes: { name: string; geometry: { coordinates: unknown } }
    }[]
    expect(listed.map((area) => area.attributes.name)).toEqual(['Capitol Hill', 'Cheesman Park', 'Highland'])
    expect(listed[0]!.attributes.geometry.coordinates).toEqual([
      [
        [-104.9876, 39.7402],
        [-104.9876, 39.7271],
        [-104.9731, 39.7271],
        [-104.9731, 39.7402],
        [-104.9876, 39.7402],
      ],
    ])
    expect(await searchIds(`area:${capitolId}`)).toEqual([1])
    expect(await searchIds(`area:${result.added[1]!.id}`)).toEqual([2])
  })

  it('updates the areas of the same name and type when the file is loaded again, never duplicating', async () => {
    const before = await counts()
    const run = await idx('add-areas', '--market', String(MARKET_ID), '--geojson', SAMPLE)
    expect(run.code, run.err).toBe(0)
    expect(run.out).toMatch(/^Market 1: 0 neighborhood areas added, 3 updated\n {2}updated {2}\d+ Capitol Hill\n/)
    expect(await counts()).toEqual(before)
  })

  it('searches every part of a MultiPolygon and nothing in its holes', async () => {
    const outer = square(-104.99, 39.69, 0.02) // listing 3 (39.70, -104.98) is in its hole
    const hole = square(-104.985, 39.695, 0.01).reverse()
    const path = await geojsonFile(
      'multi.json',
      collection(
        feature('Two Parks', {
          type: 'MultiPolygon',
          coordinates: [[outer, hole], [square(-104.982, 39.73, 0.004)]], // the second part holds listing 1
        }),
      ),
    )
    const run = await idx('add-areas', '--market', String(MARKET_ID), '--geojson', path, '--type', 'custom', '--json')
    expect(run.code, run.err).toBe(0)
    const [area] = (JSON.parse(run.out) as { added: { id: number }[] }).added
    expect(await searchIds(`area:${area!.id}`)).toEqual([1])
    const [suggested] = await suggestionsFor('two parks')
    expect(suggested).toMatchObject({ name: 'Two Parks', section: 'neighborhood', geometry: { type: 'MultiPolygon' } })
    const served = await t.app.inject({
      url: `/api/v3/area/${area!.id}`,
      query: { market_id: String(MARKET_ID) },
      headers: auth,
    })
    expect(served.json().data.attributes).toMatchObject({ kind: 'custom', name: 'Two Parks' })
  })

  it('refuses each kind of bad feature, naming it, and stores nothing of the file', async () => {
    const good = feature('Baker', { type: 'Polygon', coordinates: [square(-104.99, 39.71, 0.01)] })
    const cases: [string, unknown, string][] = [
      [
        'a point',
        feature('Union Station', { type: 'Point', coordinates: [-105, 39.75] }),
        'features[1] "Union Station": is a Point, not a Polygon or MultiPolygon',
      ],
      [
        'an unclosed ring',
        feature('Five Points', {
          type: 'Polygon',
          coordinates: [
            square(-104.98, 39.75, 0.01)
              .slice(0, 4)
              .concat([[-104.975, 39.75]]),
          ],
        }),
        'features[1] "Five Points": ring 1 is not closed: its last position must repeat its first [-104.98, 39.75]',
      ],
      [
        'a ring too short',
        feature('LoDo', {
          type: 'Polygon',
          coordinates: [
            [
              [-105, 39.75],
              [-104.99, 39.75],
              [-105, 39.75],
            ],
          ],
        }),
        'features[1] "LoDo": ring 1 has 3 positions; a ring needs at least 4 (closed)',
      ],
      [
        'a position out of range',
        feature('Nowhere', {
          type: 'Polygon',
          coordinates: [
            [
              [-105, 39.75],
              [-104.99, 95],
              [-104.98, 39.74],
              [-105, 39.75],
            ],
          ],
        }),
        'features[1] "Nowhere": ring 1 position 2 [-104.99, 95] is out of range (longitude -180…180, latitude -90…90)',
      ],
      [
        'a ring crossing itself',
        feature('Bow Tie', {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-105, 39.75],
                [-104.99, 39.76],
                [-104.99, 39.75],
                [-105, 39.76],
                [-105, 39.75],
              ],
            ],
          ],
        }),
        'features[1] "Bow Tie": polygon 1 ring 1 crosses itself (or encloses no area)',
      ],
      [
        'no name',
        feature(null, { type: 'Polygon', coordinates: [square(-105, 39.75, 0.01)] }),
        'features[1]: has no name (property "name")',
      ],
    ]
    const before = await counts()
    for (const [what, bad, message] of cases) {
      const path = await geojsonFile(`${what}.json`, collection(good, bad))
      const run = await idx('add-areas', '--market', String(MARKET_ID), '--geojson', path)
      expect(run.code, what).toBe(2)
      expect(run.err, what).toContain(`was not loaded, nothing was stored:\n  ${message}\n`)
    }
    const notJson = await idx(
      'add-areas',
      '--market',
      String(MARKET_ID),
      '--geojson',
      await geojsonFile('broken.json', '{"type":'),
    )
    expect(notJson.code).toBe(2)
    expect(notJson.err).toContain('is not JSON')
    const badType = await idx('add-areas', '--market', String(MARKET_ID), '--geojson', SAMPLE, '--type', 'county')
    expect(badType.code).toBe(2)
    expect(badType.err).toContain('--type must be one of neighborhood, school_district, school, custom, got "county"')
    const otherName = await idx(
      'add-areas',
      '--market',
      String(MARKET_ID),
      '--geojson',
      SAMPLE,
      '--name-property',
      'NBHD_NAME',
    )
    expect(otherName.code).toBe(2)
    expect(otherName.err).toContain('features[0]: has no name (property "NBHD_NAME")')
    const noMarket = await idx('add-areas', '--market', '99', '--geojson', SAMPLE)
    expect(noMarket.code).toBe(1)
    expect(noMarket.err).toContain('No market with id 99')
    expect(await counts()).toEqual(before)
    expect(await suggestionsFor('baker')).toEqual([])
  })
})
