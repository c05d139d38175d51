import { describe, expect, it } from 'vitest'
import { OperatorError } from '../src/operator/operator-error.js'
import { rotateSiteToken } from '../src/operator/rotate-site-token.js'
import { siteStatus } from '../src/operator/site-status.js'
import { runCli } from '../src/cli/run-cli.js'
import { CLIENT_ID, SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

// `idx rotate-token --overlap`: the replaced token keeps working until its overlap ends, so the
// servers and pages that send it can be moved to the new one one at a time; after it, a 401.

const t = withTestApp()

const siteMe = (token: string) =>
  t.app.inject({ url: '/api/v3/site?me=true', headers: { authorization: `Bearer ${token}` } })

/** The OAuth call that checks the site token against the client's site (register, login type, reset). */
const loginType = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/oauth/login_type?client_id=${CLIENT_ID}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: { email: 'nobody@example.com' },
  })

/** Ends the overlap now, as the clock would when it runs out. */
const endOverlap = () =>
  t.db
    .updateTable('sites')
    .set({ previous_token_expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', SITE_ID)
    .execute()

describe('rotate-token with an overlap', () => {
  it('keeps the old token working until the overlap ends, then answers 401 to it', async () => {
    const before = Date.now()
    const rotated = await rotateSiteToken(t.db, SITE_ID, '2h')
    expect(rotated.apiToken).not.toBe(SITE_TOKEN)
    const expires = Date.parse(rotated.previousTokenExpiresAt!)
    expect(expires).toBeGreaterThanOrEqual(before + 2 * 3600_000 - 5000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3600_000 + 5000)

    expect((await siteMe(SITE_TOKEN)).statusCode).toBe(200)
    expect((await siteMe(rotated.apiToken)).statusCode).toBe(200)
    expect((await loginType(SITE_TOKEN)).statusCode).not.toBe(401)

    const status = await siteStatus(t.db, SITE_ID, new Date())
    expect(status.site.previousTokenExpiresAt).toBe(rotated.previousTokenExpiresAt)

    await endOverlap()
    const refused = await siteMe(SITE_TOKEN)
    expect(refused.statusCode).toBe(401)
    expect((await loginType(SITE_TOKEN)).statusCode).toBe(401)
    expect((await siteMe(rotated.apiToken)).statusCode).toBe(200)
    expect((await siteStatus(t.db, SITE_ID, new Date())).site.previousTokenExpiresAt).toBeNull()
  })

  it("with --overlap 0 stops the old token at once, and a second rotation ends the first one's overlap", async () => {
    const first = await rotateSiteToken(t.db, SITE_ID, '1h')
    const second = await rotateSiteToken(t.db, SITE_ID, '1h')
    // Only the token being replaced overlaps: the one before it stops now.
    expect((await siteMe(first.apiToken)).statusCode).toBe(200)
    const third = await rotateSiteToken(t.db, SITE_ID, '0')
    expect(third.previousTokenExpiresAt).toBeNull()
    expect((await siteMe(second.apiToken)).statusCode).toBe(401)
    expect((await siteMe(first.apiToken)).statusCode).toBe(401)
    expect((await siteMe(third.apiToken)).statusCode).toBe(200)
  })

  it('refuses a malformed or too long overlap before changing anything', async () => {
    const token = (
      await t.db.selectFrom('sites').select('access_token').where('id', '=', SITE_ID).executeTakeFirstOrThrow()
    ).access_token
    for (const overlap of ['forever', '24', '-1h', '8d']) {
      const error = await rotateSiteToken(t.db, SITE_ID, overlap).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(OperatorError)
      expect((error as OperatorError).kind).toBe('usage')
      expect((error as OperatorError).message).toMatch(/^--overlap /)
    }
    expect((await siteMe(token)).statusCode).toBe(200)
  })

  it('through the command line: exit 2 naming --overlap, and status shows when the old token stops', async () => {
    const lines: string[] = []
    const io = { out: (t: string) => lines.push(t), err: (t: string) => lines.push(t) }
    const open = async () => ({ db: t.db, engine: 'pglite' as const, close: async () => {} })
    expect(
      await runCli(['rotate-token', '--site', String(SITE_ID), '--overlap', 'soon'], io, {}, { openDatabase: open }),
    ).toBe(2)
    expect(lines.join('')).toContain('--overlap must be a duration')
    lines.length = 0
    expect(
      await runCli(
        ['rotate-token', '--site', String(SITE_ID), '--overlap', '30m', '--json'],
        io,
        {},
        { openDatabase: open },
      ),
    ).toBe(0)
    const rotated = JSON.parse(lines.join('')) as { previousTokenExpiresAt: string }
    lines.length = 0
    expect(await runCli(['status', '--site', String(SITE_ID)], io, {}, { openDatabase: open })).toBe(0)
    expect(lines.join('')).toContain(`the previous token keeps working until ${rotated.previousTokenExpiresAt}`)
  })
})
