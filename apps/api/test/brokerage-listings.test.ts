import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LISTING_CARD_FIELDS, type ResoRecord } from '@idx/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli.js'
import { writeResoPages } from '../src/feeds/reso/demo-reso-feed.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { FEED_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The brokerage's own listings from a RESO import: the feed's brokerage offices (add-feed
// --office-id, idx brokerage-offices) mark the listings their offices or their agents list as the
// brokerage's (broker_listing) and link the list agent; changing the offices re-marks them; the
// Featured sort puts them first; the card's fieldset carries the badge and the agent.

const t = withTestApp()
let folder: string

const offices: ResoRecord[] = [
  { OfficeKey: 'OFF-LSR', OfficeMlsId: 'LSR01', OfficeName: 'Lone Star Realty', OfficePhone: '5125550100' },
  { OfficeKey: 'OFF-HCH', OfficeMlsId: 'HCH02', OfficeName: 'Hill Country Homes', OfficePhone: '5125550101' },
]
const members: ResoRecord[] = [
  { MemberKey: 'M-ana', MemberMlsId: 'A77', MemberFirstName: 'Ana', MemberLastName: 'Ruiz', OfficeKey: 'OFF-LSR' },
  { MemberKey: 'M-bo', MemberMlsId: 'B88', MemberFirstName: 'Bo', MemberLastName: 'Chen', OfficeKey: 'OFF-HCH' },
]

/** An Active Austin house, listed by whom `listedBy` says, modified `hour` hours into 2026. */
function property(key: string, hour: number, listedBy: ResoRecord): ResoRecord {
  return {
    ListingKey: key,
    ListingId: `ACT${key}`,
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    ListPrice: 400_000 + hour * 1000,
    BedroomsTotal: 3,
    Latitude: 30.27 + hour / 1000,
    Longitude: -97.74,
    UnparsedAddress: `${100 + hour} Congress Ave`,
    City: 'Austin',
    StateOrProvince: 'TX',
    PostalCode: '78701',
    ModificationTimestamp: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
    ...listedBy,
  }
}

const properties = [
  // The brokerage's office lists it, its agent by MemberKey.
  property('P1', 1, { ListOfficeMlsId: 'LSR01', ListOfficeKey: 'OFF-LSR', ListAgentKey: 'M-ana' }),
  // Another office's record, but the brokerage's agent (by MemberMlsId) lists it.
  property('P2', 2, { ListOfficeKey: 'OFF-HCH', ListAgentMlsId: 'A77' }),
  // Another brokerage's: its agent is linked, it is not featured.
  property('P3', 3, { ListOfficeMlsId: 'HCH02', ListAgentKey: 'M-bo' }),
  // Nobody known, and the newest of all.
  property('P4', 4, {}),
]

async function cli(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(
    args,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    {},
    { openDatabase: async () => ({ db: t.db, engine: 'pglite', close: async () => {} }) },
  )
  return { code, out: out.join(''), err: err.join('') }
}

async function marks(): Promise<Record<string, { broker: boolean; agent: string | null }>> {
  const rows = await t.db
    .selectFrom('listings as l')
    .leftJoin('agents as a', 'a.id', 'l.listing_agent_id')
    .select(['l.mls_number', 'l.broker_listing', 'a.first_name'])
    .where('l.feed_id', '=', FEED_ID)
    .orderBy('l.mls_number')
    .execute()
  return Object.fromEntries(
    rows.map((row) => [row.mls_number!.slice(3), { broker: row.broker_listing, agent: row.first_name ?? null }]),
  )
}

type Resource = { id: string; attributes: Record<string, unknown> }

async function search(body: object, query = ''): Promise<Resource[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/listings/search${query}`,
    headers: siteAuthorization,
    payload: { filter: { listing_status: { value: ['Active'] } }, page: { size: 10, number: 1 }, ...body },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: Resource[] }).data
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'idx-brokerage-'))
  await writeResoPages(folder, { properties, members, offices }, 2)
  const named = await cli(['brokerage-offices', '--feed', 'actris', '--office-id', 'LSR01', '--json'])
  expect(named.code).toBe(0)
  await importResoFeed(t.db, { feed: 'actris', source: await resoFilesSource(folder) })
}, 60_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('a RESO import with brokerage offices', () => {
  it("marks the listings of the brokerage's office and of its agents, and links their agents", async () => {
    expect(await marks()).toEqual({
      P1: { broker: true, agent: 'Ana' },
      P2: { broker: true, agent: 'Ana' },
      P3: { broker: false, agent: 'Bo' },
      P4: { broker: false, agent: null },
    })
  })

  it("re-marks the feed's listings when the offices change, without a re-import", async () => {
    const moved = await cli(['brokerage-offices', '--feed', 'actris', '--office-id', 'HCH02', '--remove', 'LSR01'])
    expect(moved.code).toBe(0)
    expect(moved.out).toContain('brokerage offices HCH02')
    expect(moved.out).toContain("1 listings are now the brokerage's")
    expect(await marks()).toMatchObject({ P1: { broker: false }, P2: { broker: false }, P3: { broker: true } })

    const back = await cli([
      'brokerage-offices',
      '--feed',
      'actris',
      '--office-id',
      'LSR01',
      '--remove',
      'HCH02',
      '--json',
    ])
    expect(back.code).toBe(0)
    expect(JSON.parse(back.out)).toMatchObject({
      dataSourceName: 'actris',
      officeIds: ['LSR01'],
      featured: 2,
      changed: 3,
    })
    expect(await marks()).toMatchObject({ P1: { broker: true }, P2: { broker: true }, P3: { broker: false } })
  })

  it('keeps the marks when the same records come again', async () => {
    const again = await importResoFeed(t.db, { feed: 'actris', source: await resoFilesSource(folder), full: true })
    expect(again.report).toMatchObject({ inserted: 0, withdrawn: 0, rejected: [] })
    expect(await marks()).toMatchObject({ P1: { broker: true }, P2: { broker: true }, P3: { broker: false } })
  })

  it("sorts 'Featured' as the brokerage's listings first, each part newest first", async () => {
    const featured = await search({ sort: '-broker_listing' }, '?fields[listings]=mls_number')
    expect(featured.map((r) => r.attributes.mls_number)).toEqual(['ACTP2', 'ACTP1', 'ACTP4', 'ACTP3'])
    const newest = await search({ sort: '-data_source_listing_updated_at' }, '?fields[listings]=mls_number')
    expect(newest.map((r) => r.attributes.mls_number)).toEqual(['ACTP4', 'ACTP3', 'ACTP2', 'ACTP1'])
  })

  it('pages through the Featured sort in a map box and over several statuses alike', async () => {
    const box = { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }
    const inBox = await search({ sort: '-broker_listing', bounding_box: box }, '?fields[listings]=mls_number')
    expect(inBox.map((r) => r.attributes.mls_number)).toEqual(['ACTP2', 'ACTP1', 'ACTP4', 'ACTP3'])
    const statuses = await search(
      { sort: '-broker_listing', filter: { listing_status: { value: ['Active', 'Pending'] } } },
      '?fields[listings]=mls_number',
    )
    expect(statuses.map((r) => r.attributes.mls_number)).toEqual(['ACTP2', 'ACTP1', 'ACTP4', 'ACTP3'])
  })

  it("answers a card's fieldset with the badge's mark and the brokerage's agent", async () => {
    const cards = await search({ sort: '-broker_listing' }, `?fields[listings]=${LISTING_CARD_FIELDS.join(',')}`)
    expect(cards[0]?.attributes).toMatchObject({ broker_listing: true, listing_agent: 'Ana Ruiz' })
    expect(cards[3]?.attributes).toMatchObject({ broker_listing: false, listing_agent: 'Bo Chen' })
  })

  it('refuses a bad office id with a usage error naming the option, and an unknown feed', async () => {
    const spaced = await cli(['brokerage-offices', '--feed', 'actris', '--office-id', 'LSR 01'])
    expect(spaced.code).toBe(2)
    expect(spaced.err).toContain('--office-id must be an MLS office id or office key without spaces')
    const unknown = await cli(['brokerage-offices', '--feed', 'nope', '--office-id', 'LSR01'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('No feed named nope')
  })

  it("add-feed --office-id names a new feed's brokerage offices", async () => {
    const added = await cli([
      'add-feed',
      '--data-source-name',
      'abor',
      '--name',
      'ABOR',
      '--market',
      '1',
      '--office-id',
      'LSR01',
      '--office-id',
      'OFF-LSR',
      '--json',
    ])
    expect(added.code).toBe(0)
    const feedId = (JSON.parse(added.out) as { feedId: number }).feedId
    const rows = await t.db
      .selectFrom('brokerage_offices')
      .select('office_id')
      .where('feed_id', '=', feedId)
      .orderBy('office_id')
      .execute()
    expect(rows.map((row) => row.office_id)).toEqual(['LSR01', 'OFF-LSR'])
  })
})
