import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  defaultFilter,
  readMarketFilters,
  validateFilterSchema,
  validateFilterView,
  type ResoRecord,
  type SearchFilter,
} from '@idx/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli.js'
import { runImportCommand } from '../src/feeds/reso/import-command.js'
import { readListingPageVersions } from '../src/idx-site/listing-page-version.js'
import { refreshGeneratedFilterDocuments } from '../src/markets/index.js'
import { SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

// A market an operator creates with `idx add-market` works on the visitor site at once (a Filter
// button that reads, a default search for sale), and after its first RESO import its filters offer
// what its listings carry; an admin's own documents ('custom') are never overwritten.

const t = withTestApp()
const auth = { authorization: `Bearer ${SITE_TOKEN}` }
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'idx-market-defaults-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** `idx <args> --json` in this process, on the test's database. */
async function idx(...args: string[]): Promise<{ code: number; json: Record<string, unknown>; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(
    [...args, '--json'],
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    {},
    { openDatabase: async () => ({ db: t.db, engine: 'pglite', close: async () => undefined }) },
  )
  return { code, json: code === 0 ? (JSON.parse(out.join('')) as Record<string, unknown>) : {}, err: err.join('') }
}

/** The market as GET markets/{id} serves it to the browser. */
async function servedMarket(id: number) {
  const response = await t.app.inject({ url: `/api/v3/markets/${id}`, headers: auth })
  expect(response.statusCode).toBe(200)
  return (response.json() as { data: { attributes: { filter_schema: unknown; filter_view: unknown } } }).data.attributes
}

/** The market's filters as the browser reads them, checked as the server checks a saved one too. */
async function marketFilters(id: number) {
  const market = await servedMarket(id)
  const schema = validateFilterSchema(market.filter_schema)
  expect(schema.ok, JSON.stringify(schema)).toBe(true)
  if (schema.ok) expect(validateFilterView(market.filter_view, schema.schema).ok).toBe(true)
  const filters = readMarketFilters(market)
  if (!filters.ok) throw new Error(`the browser refuses the market's ${filters.document}`)
  return filters
}

const statusOptions = (filters: Awaited<ReturnType<typeof marketFilters>>) =>
  filters.schema.properties.listing_status?.['x-options']?.map((option) => option.value)

async function search(marketId: number, filter: SearchFilter) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v3/listings/search',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: { market_id: String(marketId), filter, page: { size: 40 } },
  })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as { data: { attributes: { mls_number?: string } }[]; meta: { total: number } }
  return { total: body.meta.total, mls: body.data.map((listing) => listing.attributes.mls_number).sort() }
}

/** A RESO Property record of the Denver feed. */
function property(key: string, overrides: Partial<ResoRecord>): ResoRecord {
  return {
    ListingKey: key,
    ListingId: key,
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    ListPrice: 650000,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    BathroomsFull: 2,
    LivingArea: 1800,
    YearBuilt: 1925,
    Latitude: 39.74,
    Longitude: -104.98,
    UnparsedAddress: `${key.length * 100} Pearl St`,
    City: 'Denver',
    StateOrProvince: 'CO',
    PostalCode: '80203',
    ModificationTimestamp: '2026-11-01T10:00:00Z',
    ...overrides,
  }
}

async function importRecords(feed: string, name: string, records: ResoRecord[]) {
  const dir = join(folder, name)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'property-0001.json'), JSON.stringify({ value: records }))
  const out: string[] = []
  const err: string[] = []
  const code = await runImportCommand(
    [feed, '--files', dir, '--json'],
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    t.db,
  )
  expect(code, err.join('\n')).toBe(0)
  const report = JSON.parse(out.join('')) as { inserted: number; rejected: unknown[] }
  expect(report.rejected).toEqual([])
  return report
}

describe('a market created with idx add-market', { timeout: 60_000 }, () => {
  let denver: number

  it('has generated filter documents the site serves and the browser reads, searching for sale', async () => {
    const added = await idx(
      'add-market',
      ...['--site', String(SITE_ID), '--name', 'Denver', '--city', 'Denver', '--state', 'CO'],
      ...['--lat', '39.74', '--lng', '-104.99'],
    )
    expect(added.code, added.err).toBe(0)
    denver = added.json.marketId as number
    const row = await t.db
      .selectFrom('markets')
      .select('filter_documents_source')
      .where('id', '=', denver)
      .executeTakeFirstOrThrow()
    expect(row.filter_documents_source).toBe('generated')
    const filters = await marketFilters(denver)
    expect(defaultFilter(filters.schema)).toEqual({
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Coming Soon', 'Active', 'Pending'] },
    })
    expect(filters.view.groups.map((group) => group.name)).toEqual(['Price', 'Beds & Baths', 'Home Type', 'More'])
    // The site document carries it too, as the page's first search reads it.
    const site = await t.app.inject({ url: '/api/v3/site?me=true', headers: auth })
    const included = (site.json() as { included: { id: string; type: string; attributes: Record<string, unknown> }[] })
      .included
    const market = included.find((resource) => resource.type === 'markets' && resource.id === String(denver))
    expect((market?.attributes.filter_schema as { title?: string }).title).toBe('Denver filters')
  })

  it('after its first import offers the statuses its listings have and searches only the active homes for sale', async () => {
    const feed = await idx(
      'add-feed',
      ...['--data-source-name', 'recolorado', '--name', 'REcolorado', '--market', String(denver)],
    )
    expect(feed.code, feed.err).toBe(0)
    const report = await importRecords('recolorado', 'first', [
      property('DEN-1', {}),
      property('DEN-22', { ListPrice: 480000, PropertySubType: 'Townhouse' }),
      property('DEN-333', {
        StandardStatus: 'Closed',
        ListPrice: 700000,
        ClosePrice: 690000,
        CloseDate: '2026-10-01',
      }),
      property('DEN-4444', { PropertyType: 'Residential Lease', ListPrice: 2600, LeaseAmountFrequency: 'Monthly' }),
    ])
    expect(report.inserted).toBe(4)

    const filters = await marketFilters(denver)
    expect(statusOptions(filters)).toEqual(['Active', 'Sold'])
    expect(filters.schema.properties.purchase_type?.['x-options']?.map((option) => option.value)).toEqual([
      'Purchase',
      'Lease',
    ])
    const filter = defaultFilter(filters.schema)
    expect(filter).toEqual({ purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active'] } })
    expect(await search(denver, filter)).toEqual({ total: 2, mls: ['DEN-1', 'DEN-22'] })
    // Sold stays a choice: asked for, it is found.
    expect(await search(denver, { listing_status: { value: 'Sold' } })).toEqual({ total: 1, mls: ['DEN-333'] })
  })

  it('never overwrites documents an admin made its own', async () => {
    const custom = { type: 'object', title: 'Our own', properties: {} }
    await t.db
      .updateTable('markets')
      .set({ filter_schema: JSON.stringify(custom), filter_view: JSON.stringify({ groups: [] }) })
      .set({ filter_documents_source: 'custom' })
      .where('id', '=', denver)
      .execute()
    await importRecords('recolorado', 'second', [
      property('DEN-55555', { StandardStatus: 'Pending', ModificationTimestamp: '2026-11-02T10:00:00Z' }),
    ])
    expect(await refreshGeneratedFilterDocuments(t.db, { marketIds: [denver] })).toEqual([])
    expect((await servedMarket(denver)).filter_schema).toEqual(custom)
    // The seeded markets were custom from the start and keep their (empty) documents.
    const seeded = await t.db.selectFrom('markets').select(['id', 'filter_schema']).where('id', '<', denver).execute()
    expect(seeded.map((row) => row.filter_schema)).toEqual([{}, {}])
  })

  it('refreshes a generated market again when its listings change, and answers which markets changed', async () => {
    await t.db.updateTable('markets').set({ filter_documents_source: 'generated' }).where('id', '=', denver).execute()
    // The listing pages' cache keys on the site's version, a digest of its markets' rows among the rest.
    const listing = await t.db
      .selectFrom('listings')
      .select('id')
      .where('market_id', '=', denver)
      .executeTakeFirstOrThrow()
    const siteVersion = async () =>
      (await readListingPageVersions(t.db, SITE_TOKEN, [listing.id])).get(listing.id)?.site
    const before = await siteVersion()
    expect(await refreshGeneratedFilterDocuments(t.db, { marketIds: [denver] })).toEqual([denver])
    const after = await siteVersion()
    expect(after).not.toBe(before)
    const filters = await marketFilters(denver)
    expect(statusOptions(filters)).toEqual(['Active', 'Pending', 'Sold'])
    expect(defaultFilter(filters.schema).listing_status).toEqual({ value: ['Active', 'Pending'] })
    // Nothing new: nothing written (the listing pages' digest stays as it is).
    expect(await refreshGeneratedFilterDocuments(t.db, { marketIds: [denver] })).toEqual([])
    expect(await siteVersion()).toBe(after)
  })
})
