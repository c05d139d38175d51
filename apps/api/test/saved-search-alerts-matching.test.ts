import { describe, expect, it } from 'vitest'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { insertBasics } from './helpers/fixtures.js'
import { changeListing, insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// The alert matcher: which listing changes concern which saved search, read from the change log
// after each search's covered position, each change matched once.

let owner: Person
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    owner = await signedInPerson(db, 'Mia', 'matcher')
  },
})

async function matchesOf(searchId: number) {
  const rows = await t.db
    .selectFrom('saved_search_matches as m')
    .leftJoin('saved_search_change_cards as c', 'c.change_id', 'm.change_id')
    .select(['m.listing_id', 'm.kind', 'c.card as listing_summary'])
    .where('m.saved_search_id', '=', searchId)
    .orderBy('m.change_id')
    .execute()
  return rows.map((row) => ({ listing: row.listing_id, kind: row.kind, summary: row.listing_summary }))
}

describe('matching the change log to saved searches', () => {
  it('matches a new listing that passes the filter, and not one that does not', async () => {
    const search = await insertSavedSearch(t.db, owner.id, { filter: { bedrooms: { min: 3 } } })
    await listListing(t.db, { id: 101, bedrooms: 4 })
    await listListing(t.db, { id: 102, bedrooms: 2 })
    await matchNewChanges(t.db)
    const matches = await matchesOf(search)
    expect(matches.map(({ listing, kind }) => [listing, kind])).toEqual([[101, 'new']])
    expect(matches[0]?.summary).toMatchObject({
      title: '101 Test St',
      path: '/app/listing/101-test-st-austin-tx-78704/101',
      photo: '/api/v3/photos/101/0/640x400.png',
      price: 500_000,
      bedrooms: 4,
      bathrooms: 2,
    })
  })

  it('tells a price cut as old and new price, and calls a cut that brings a listing into the filter new', async () => {
    await listListing(t.db, { id: 111, price_in_dollars: 420_000 })
    await listListing(t.db, { id: 112, price_in_dollars: 460_000 })
    const search = await insertSavedSearch(t.db, owner.id, { filter: { price_in_dollars: { max: 450_000 } } })
    await changeListing(t.db, 111, { price_in_dollars: 400_000 })
    await changeListing(t.db, 112, { price_in_dollars: 440_000 })
    await matchNewChanges(t.db)
    const matches = await matchesOf(search)
    expect(matches.map(({ listing, kind }) => [listing, kind])).toEqual([
      [111, 'price'],
      [112, 'new'],
    ])
    expect(matches[0]?.summary).toMatchObject({ price: 400_000, old_price: 420_000 })
  })

  it("tells of a matching listing's status change even when it leaves the filter", async () => {
    await listListing(t.db, { id: 121 })
    const search = await insertSavedSearch(t.db, owner.id, { filter: { listing_status: { value: 'Active' } } })
    await changeListing(t.db, 121, { listing_status: 'Pending' })
    await matchNewChanges(t.db)
    expect(await matchesOf(search)).toMatchObject([
      { listing: 121, kind: 'status', summary: { old_status: 'Active', status: 'Pending' } },
    ])
  })

  it('tells of a withdrawal only the searches that were told about the listing, with its card', async () => {
    const told = await insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78701' } } })
    await listListing(t.db, { id: 131, zip: '78701' })
    await matchNewChanges(t.db)
    const untold = await insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78701' } } })
    await changeListing(t.db, 131, null)
    await matchNewChanges(t.db)
    expect(await matchesOf(untold)).toEqual([])
    const matches = await matchesOf(told)
    expect(matches.map(({ kind }) => kind)).toEqual(['new', 'withdrawn'])
    expect(matches[1]?.summary).toMatchObject({ title: '131 Test St' })
  })

  it('matches each change once, however often it runs, and moves every search to the horizon', async () => {
    const search = await insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78799' } } })
    await listListing(t.db, { id: 141, zip: '78799' })
    const first = await matchNewChanges(t.db)
    const again = await matchNewChanges(t.db)
    expect(first.matches).toBeGreaterThan(0)
    expect(again).toMatchObject({ batches: 0, matches: 0 })
    expect(await matchesOf(search)).toHaveLength(1)
    const behind = await t.db
      .selectFrom('saved_searches')
      .select('id')
      .where('covered_change_id', '<', first.horizon ?? '0')
      .execute()
    expect(behind).toEqual([])
  })

  it('works through a backlog longer than one window, in batches of searches', async () => {
    const searches = await Promise.all(
      [1, 2, 3].map(() => insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78798' } } })),
    )
    for (let id = 151; id <= 157; id += 1) await listListing(t.db, { id, zip: '78798' })
    const outcome = await matchNewChanges(t.db, { batchSize: 2, windowSize: 3 })
    expect(outcome.batches).toBeGreaterThanOrEqual(6)
    for (const search of searches) expect(await matchesOf(search)).toHaveLength(7)
  })

  it('matches nothing for a search whose filter cannot be read, and still moves it on', async () => {
    const search = await insertSavedSearch(t.db, owner.id)
    await t.db
      .updateTable('saved_searches')
      .set({ query: JSON.stringify({ filter: { geo_shape: { value: { type: 'Polygon' } } } }) })
      .where('id', '=', search)
      .execute()
    await listListing(t.db, { id: 161 })
    const outcome = await matchNewChanges(t.db)
    expect(await matchesOf(search)).toEqual([])
    const row = await t.db
      .selectFrom('saved_searches')
      .select('covered_change_id')
      .where('id', '=', search)
      .executeTakeFirstOrThrow()
    expect(String(row.covered_change_id)).toBe(outcome.horizon)
  })
})
