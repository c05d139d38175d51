import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { readSsoSetting } from '../src/config/sso-setting.js'
import { applyServedSiteSettings } from '../src/site/served-site-settings.js'
import { testDatabase } from './helpers/database.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'

let database: OpenDatabase

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
})
afterAll(() => database?.close())

const sso = {
  idp: 'okta',
  issuer: 'https://idp.example/oauth2/default',
  client_id: 'okta-client',
  authorize_url: 'https://idp.example/oauth2/default/v1/authorize',
  email_domains: ['Acme.example'],
}

describe('the served site settings applied at start', () => {
  it('moves an origin registered earlier to the front when the server serves there again', async () => {
    const origins = async () =>
      (
        await database.db
          .selectFrom('oauth_applications')
          .select('origins')
          .where('id', '=', CLIENT_ID)
          .executeTakeFirstOrThrow()
      ).origins
    await applyServedSiteSettings(database.db, { clientId: CLIENT_ID, publicOrigin: 'http://127.0.0.1:3301' })
    await applyServedSiteSettings(database.db, { clientId: CLIENT_ID, publicOrigin: 'http://127.0.0.1:3302' })
    const before = await origins()
    expect(before.slice(0, 2)).toEqual(['http://127.0.0.1:3302', 'http://127.0.0.1:3301'])
    await applyServedSiteSettings(database.db, { clientId: CLIENT_ID, publicOrigin: 'http://127.0.0.1:3301' })
    const after = await origins()
    expect(after).toEqual(['http://127.0.0.1:3301', 'http://127.0.0.1:3302', ...before.slice(2)])
  })

  it("adds the server's origin and the app's redirect URIs to its application, once", async () => {
    const before = await database.db
      .selectFrom('oauth_applications')
      .select(['origins', 'redirect_uris'])
      .where('id', '=', CLIENT_ID)
      .executeTakeFirstOrThrow()
    for (let i = 0; i < 2; i++) {
      await applyServedSiteSettings(database.db, { clientId: CLIENT_ID, publicOrigin: 'http://127.0.0.1:4567/' })
    }
    const after = await database.db
      .selectFrom('oauth_applications')
      .select(['origins', 'redirect_uris'])
      .where('id', '=', CLIENT_ID)
      .executeTakeFirstOrThrow()
    // The served origin first (mailed links are built from it), the others kept in their order.
    expect(after.origins).toEqual([
      'http://127.0.0.1:4567',
      ...before.origins.filter((o) => o !== 'http://127.0.0.1:4567'),
    ])
    expect(after.redirect_uris).toEqual(
      expect.arrayContaining([
        ...before.redirect_uris,
        'http://127.0.0.1:4567/app/',
        'http://127.0.0.1:4567/app/oauth/callback',
        'http://127.0.0.1:4567/app/sso/sign_in',
      ]),
    )
    expect(new Set(after.redirect_uris).size).toBe(after.redirect_uris.length)
  })

  it("sets the site's single sign-on provider from IDX_SSO", async () => {
    await applyServedSiteSettings(database.db, {
      clientId: CLIENT_ID,
      publicOrigin: 'http://127.0.0.1:4567',
      sso: readSsoSetting(JSON.stringify(sso)),
    })
    const site = await database.db.selectFrom('sites').select('sso').where('id', '=', SITE_ID).executeTakeFirstOrThrow()
    expect(site.sso).toEqual({ ...sso, audience: null, email_domains: ['acme.example'] })
  })

  it('refuses an IDX_SSO that is not JSON or lacks a field, naming what is wrong', () => {
    expect(() => readSsoSetting('{oops')).toThrow(/IDX_SSO must be JSON/)
    expect(() => readSsoSetting(JSON.stringify({ ...sso, issuer: '' }))).toThrow(/"issuer"/)
    expect(() => readSsoSetting(JSON.stringify({ ...sso, email_domains: 'acme.example' }))).toThrow(/email_domains/)
    expect(readSsoSetting(' ')).toBeUndefined()
  })

  it.each([
    ['authorize_url', 'javascript:alert(1)'],
    ['authorize_url', '/oauth2/default/v1/authorize'],
    ['authorize_url', 'https://admin:secret@acme.okta.com/oauth2/default/v1/authorize'],
    ['issuer', 'data:text/html,<script>alert(1)</script>'],
  ])('refuses an IDX_SSO whose %s is %j: the browser could never be sent there', (key, value) => {
    expect(() => readSsoSetting(JSON.stringify({ ...sso, [key]: value }))).toThrow(
      new RegExp(`IDX_SSO "${key}" must be an absolute http\\(s\\) URL`),
    )
  })
})
