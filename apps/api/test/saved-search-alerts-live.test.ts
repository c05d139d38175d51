import type { ObjectUpdated } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { publishMatched } from '../src/saved-searches/alerts/publish-matched.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { insertBasics } from './helpers/fixtures.js'
import { insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// New matches announced live: the matcher says which saved searches got matches, and each of their
// members (never anyone else) is told the search changed, so an open one refreshes.

let owner: Person
let collaborator: Person
let other: Person
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    owner = await signedInPerson(db, 'Olive', 'live')
    collaborator = await signedInPerson(db, 'Carl', 'live')
    other = await signedInPerson(db, 'Otto', 'live')
  },
})

describe('live new matches', () => {
  it('tells each member of a search that got matches, and no one of a search that got none', async () => {
    const matched = await insertSavedSearch(t.db, owner.id, {
      filter: { zip: { value: '78731' } },
      members: [collaborator.id],
    })
    await insertSavedSearch(t.db, other.id, { filter: { zip: { value: '78610' } } })
    await listListing(t.db, { id: 731, zip: '78731' })

    const outcome = await matchNewChanges(t.db)
    expect(outcome.searchIds).toEqual([matched])

    const sent: { users: readonly (number | string)[]; update: ObjectUpdated }[] = []
    await publishMatched(t.db, (users, update) => sent.push({ users, update }), outcome.searchIds)
    expect(sent).toEqual([
      {
        users: expect.arrayContaining([Number(owner.id), Number(collaborator.id)]) as unknown,
        update: { type: 'saved-search', id: String(matched), action: 'update', collection_id: String(matched) },
      },
    ])
    expect(sent[0]!.users).toHaveLength(2)

    // Nothing new: nothing matched, no one told.
    expect((await matchNewChanges(t.db)).searchIds).toEqual([])
  })
})
