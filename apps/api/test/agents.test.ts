import { describe, expect, it } from 'vitest'
import { FEED_ID, insertBasics } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_AGENT_ID, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Fixture agents of feed 1 ('actris'): 1 Ada Lovelace (from insertBasics) plus the ones below;
// agent 2 'Ada Houston' belongs to the other site's feed 'har'.
const names: [number, string, string][] = [
  [10, 'Grace', 'Hopper'],
  [11, 'Alan', 'Turing'],
  [12, 'Adam', 'Smith'],
  [13, 'Katherine', 'Johnson'],
  [14, 'John', 'Adams'],
  [15, 'Percy', '100%_Real'],
]

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .insertInto('agents')
      .values(
        names.map(([id, first_name, last_name]) => ({
          id,
          feed_id: FEED_ID,
          first_name,
          last_name,
          picture_url: id === 10 ? '/agents/10.svg' : null,
          share_token: id === 10 ? 'share-10' : null,
        })),
      )
      .execute()
    // 25 more agents named 'Zed Bulk<n>' for paging.
    await db
      .insertInto('agents')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          id: 100 + i,
          feed_id: FEED_ID,
          first_name: 'Zed',
          last_name: `Bulk${String(i).padStart(2, '0')}`,
        })),
      )
      .execute()
  },
})

async function search(query: string) {
  return t.app.inject({ url: `/api/v3/agents?${query}`, headers: siteAuthorization })
}

function ids(res: { json: () => { data: { id: string }[] } }) {
  return res.json().data.map((a) => a.id)
}

describe('GET /api/v3/agents', () => {
  it('finds agents of the feed by first, last or full name prefix, case-insensitively, sorted by last name', async () => {
    expect(ids(await search('data_source_name=actris&name_search=ad'))).toEqual(['14', '1', '12'])
    expect(ids(await search('data_source_name=actris&name_search=HOP'))).toEqual(['10'])
    expect(ids(await search('data_source_name=actris&name_search=grace%20h'))).toEqual(['10'])
    expect(ids(await search('data_source_name=actris&name_search=%20%20alan%20%20%20turing%20'))).toEqual(['11'])
    expect(ids(await search('data_source_name=actris&name_search=ring'))).toEqual([])
  })

  it('writes each agent as a JSON:API agents resource with meta.total', async () => {
    const res = await search('data_source_name=actris&name_search=grace')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: '10',
          type: 'agents',
          attributes: {
            full_name: 'Grace Hopper',
            first_name: 'Grace',
            last_name: 'Hopper',
            email: null,
            sms_number: null,
            broker_name: null,
            office_phone: null,
            bio: null,
            pictures: {
              thumb_url: '/agents/10.svg',
              small_url: '/agents/10.svg',
              medium_url: '/agents/10.svg',
              large_url: '/agents/10.svg',
            },
            license_state: null,
            license_number: null,
            share_token: 'share-10',
            active_feeds: ['actris'],
          },
        },
      ],
      meta: { total: 1 },
    })
  })

  it('answers a picture stored as http:// as no picture: the pages load images over https only', async () => {
    await t.db
      .updateTable('agents')
      .set({ picture_url: 'http://photos.broker.example/grace.jpg' })
      .where('id', '=', 10)
      .execute()
    try {
      const res = await search('data_source_name=actris&name_search=grace')
      expect(res.json().data[0].attributes.pictures).toBeNull()
    } finally {
      await t.db.updateTable('agents').set({ picture_url: '/agents/10.svg' }).where('id', '=', 10).execute()
    }
  })

  it('treats % and _ as letters, not wildcards', async () => {
    expect(ids(await search('data_source_name=actris&name_search=100%25_'))).toEqual(['15'])
    expect(ids(await search('data_source_name=actris&name_search=%25'))).toEqual([])
    expect(ids(await search('data_source_name=actris&name_search=_'))).toEqual([])
  })

  it('pages 20 at a time by default, with the total of every page', async () => {
    const first = await search('data_source_name=actris')
    expect(first.json().data).toHaveLength(20)
    expect(first.json().meta.total).toBe(32)
    const second = await search('data_source_name=actris&page[number]=2')
    expect(second.json().data).toHaveLength(12)
    const zeds = await search('data_source_name=actris&name_search=zed&page[size]=10&page[number]=3')
    expect(ids(zeds)).toEqual(['120', '121', '122', '123', '124'])
    expect(zeds.json().meta.total).toBe(25)
    const past = await search('data_source_name=actris&page[number]=9')
    expect(past.json()).toEqual({ data: [], meta: { total: 32 } })
  })

  it('accepts the filter[...] spelling the api-client sends', async () => {
    const res = await search('filter[data_source_name]=actris&filter[name_search]=turing&page[size]=20&page[number]=1')
    expect(ids(res)).toEqual(['11'])
  })

  it("never lists another feed's agents", async () => {
    // 'Ada Houston' (agent 2) is in the other site's feed.
    expect(ids(await search('data_source_name=actris&name_search=ada'))).toEqual(['14', '1', '12'])
    expect(ids(await search('data_source_name=actris&name_search=houston'))).toEqual([])
  })

  it.each([
    ['missing', 'name_search=ada', "'data_source_name' is required", 'data_source_name'],
    ['blank', 'data_source_name=%20&name_search=ada', "'data_source_name' is required", 'data_source_name'],
    ['blank in filter[]', 'filter[data_source_name]=', "'data_source_name' is required", 'filter[data_source_name]'],
    ['unknown', 'data_source_name=nope', "No feed 'nope' in this site's markets", 'data_source_name'],
    ["another site's feed", 'data_source_name=har', "No feed 'har' in this site's markets", 'data_source_name'],
    [
      'repeated',
      'data_source_name=actris&data_source_name=har',
      "'data_source_name' must be string",
      'data_source_name',
    ],
    ['a NUL byte', 'data_source_name=act%00ris', "No feed 'act\u0000ris' in this site's markets", 'data_source_name'],
  ])('answers 400 pointing at the data source name when it is %s', async (_name, query, detail, parameter) => {
    const res = await search(query)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ errors: [{ status: '400', title: 'Bad Request', detail, source: { parameter } }] })
  })

  it.each([
    ['page[size]=21', 'page[size]', "'page[size]' must be <= 20"],
    ['page[size]=0', 'page[size]', "'page[size]' must be >= 1"],
    ['page[size]=ten', 'page[size]', "'page[size]' must be integer"],
    ['page[number]=0', 'page[number]', "'page[number]' must be >= 1"],
    ['page[number]=1.5', 'page[number]', "'page[number]' must be integer"],
    ['page[number]=1e400', 'page[number]', "'page[number]' must be a finite number"],
    ['page[size]=Infinity', 'page[size]', "'page[size]' must be a finite number"],
    ['page[number]=100001', 'page[number]', "'page[number]' must be <= 100000"],
    [`name_search=${'a'.repeat(101)}`, 'name_search', "'name_search' must NOT have more than 100 characters"],
  ])('answers 400 for %s', async (query, parameter, detail) => {
    const res = await search(`data_source_name=actris&${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ errors: [{ status: '400', title: 'Bad Request', detail, source: { parameter } }] })
  })

  it('answers a NUL byte in the name with no match rather than an error', async () => {
    const res = await search('data_source_name=actris&name_search=ad%00a')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: [], meta: { total: 0 } })
  })
})

describe('GET /api/v3/agents/{id}', () => {
  async function agent(id: string, headers: Record<string, string> = siteAuthorization) {
    return t.app.inject({ url: `/api/v3/agents/${id}`, headers })
  }

  it('answers one agent of the site as the same agents resource the search writes', async () => {
    const res = await agent('10')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const searched = (await search('data_source_name=actris&name_search=grace')).json().data[0]
    expect(res.json()).toEqual({ data: searched })
  })

  it("answers 404 for another site's agent, and that site finds its own", async () => {
    const res = await agent(String(OTHER_AGENT_ID))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: `No agent ${OTHER_AGENT_ID} in this site's markets` }],
    })
    const own = await agent(String(OTHER_AGENT_ID), { authorization: `Bearer ${OTHER_SITE_TOKEN}` })
    expect(own.statusCode).toBe(200)
    expect(own.json().data.attributes).toMatchObject({ full_name: 'Ada Houston', active_feeds: ['har'] })
  })

  it.each([['999999'], ['abc'], ['0'], ['-1'], ['1.5'], ['99999999999'], ['%00']])(
    'answers 404 for an id that names no agent: %s',
    async (id) => {
      const res = await agent(id)
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0]).toMatchObject({ status: '404', title: 'Not Found' })
    },
  )

  it('needs the Bearer token like every /api/v3 call', async () => {
    const res = await t.app.inject({ url: '/api/v3/agents/10' })
    expect(res.statusCode).toBe(401)
  })
})
