import { describe, expect, it } from 'vitest'
import { MARKET_ID, OTHER_MARKET_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { runIdx } from './helpers/run-idx.js'
import { withTestApp } from './helpers/test-app.js'

// `idx update-market`: every value checked before anything is written, one transaction, and it
// says what changed; the site serves the change at once.

const t = withTestApp()

/** `idx <args>` in this process, on the test's database. */
const idx = (...args: string[]) => runIdx(t.db, ...args)

const markets = () =>
  t.db
    .selectFrom('markets')
    .select(['id', 'market_name', 'city', 'state_id', 'latitude', 'longitude', 'is_default'])
    .orderBy('id')
    .execute()

describe('idx update-market', { timeout: 60_000 }, () => {
  it('renames a market, moves its centre and makes it the default, printing each change', async () => {
    const run = await idx(
      'update-market',
      ...['--market', String(OTHER_MARKET_ID), '--name', 'Dallas–Fort Worth', '--lat', '32.9', '--lng', '-97.04'],
      '--default',
    )
    expect(run.code, run.err).toBe(0)
    expect(run.out).toBe(
      [
        'Updated market 2 Dallas–Fort Worth (site 1):',
        '  name      "Dallas" → "Dallas–Fort Worth"',
        '  latitude  32.7767 → 32.9',
        '  longitude -96.797 → -97.04',
        '  default   no → yes',
        '',
      ].join('\n'),
    )
    const rows = await markets()
    expect(rows.map((row) => [row.id, row.market_name, row.is_default])).toEqual([
      [MARKET_ID, 'Austin', false],
      [OTHER_MARKET_ID, 'Dallas–Fort Worth', true],
    ])
    const served = await t.app.inject({
      url: `/api/v3/markets/${OTHER_MARKET_ID}`,
      headers: { authorization: `Bearer ${SITE_TOKEN}` },
    })
    expect(served.json().data.attributes).toMatchObject({ market_name: 'Dallas–Fort Worth', default: true })
  })

  it('says so when nothing changes, and answers JSON with --json', async () => {
    const run = await idx('update-market', '--market', String(OTHER_MARKET_ID), '--city', 'Dallas', '--json')
    expect(run.code, run.err).toBe(0)
    expect(JSON.parse(run.out)).toEqual({ marketId: 2, siteId: 1, name: 'Dallas–Fort Worth', changes: [] })
  })

  it('refuses bad values naming the option, before anything is written', async () => {
    const before = await markets()
    for (const [args, message] of [
      [['--lat', '91'], '--lat must be a latitude between -90 and 90, got "91"'],
      [['--state', 'Texas'], '--state must be a two-letter state code such as TX, got "Texas"'],
      [['--name', ' '], '--name is required'],
    ] as const) {
      // A good value beside the bad one is not written either.
      const run = await idx('update-market', '--market', String(MARKET_ID), '--city', 'Round Rock', ...args)
      expect(run.code).toBe(2)
      expect(run.err).toContain(`idx update-market: ${message}`)
    }
    const nothing = await idx('update-market', '--market', String(MARKET_ID))
    expect(nothing.code).toBe(2)
    expect(nothing.err).toContain('nothing to change: give --name, --city, --state, --lat, --lng or --default')
    expect(await markets()).toEqual(before)
    expect((await idx('update-market', '--market', String(MARKET_ID), '--city', 'Round Rock')).code).toBe(0)
    const unknown = await idx('update-market', '--market', '99', '--name', 'Nowhere')
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('No market with id 99')
    const after = await markets()
    // Only the run without a bad value wrote.
    expect(after.map((row) => row.city)).toEqual(['Round Rock', 'Dallas'])
    expect(after.map(({ city: _city, ...rest }) => rest)).toEqual(before.map(({ city: _city, ...rest }) => rest))
  })
})
