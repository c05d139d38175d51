import { describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli.js'
import { createUser } from '../src/users/users.repository.js'
import { SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

// update-site, list-sites, list-users and delete-user as an operator runs them (runCli, in this
// process, on this file's database): what they print, their exit codes, and what the site then shows.

const t = withTestApp()

/** `idx <args>` in process: its exit code and what it printed. */
async function idx(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runCli(
    args,
    { out: (t) => (out += t), err: (t) => (err += t) },
    {},
    { openDatabase: async () => ({ db: t.db, engine: 'pglite', close: async () => {} }) },
  )
  return { code, out, err }
}

const siteAttributes = async () => {
  const response = await t.app.inject({
    url: '/api/v3/site?me=true',
    headers: { authorization: `Bearer ${SITE_TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: { attributes: Record<string, unknown> } }>().data.attributes
}

const user = (email: string, extra: { isAdmin?: boolean; firstName?: string } = {}) =>
  createUser(t.db, {
    siteId: SITE_ID,
    email,
    firstName: extra.firstName ?? 'Pat',
    lastName: 'Tester',
    isAdmin: extra.isAdmin ?? false,
  })

describe('update-site', () => {
  it('changes the settings given, prints each change, and the site shows them at once', async () => {
    const run = await idx(
      'update-site',
      '--site',
      String(SITE_ID),
      '--name',
      'Acme Homes',
      '--registration-mode',
      'views',
      '--registration-limit',
      '4',
      '--disclaimer-settings',
      '{"enabled":true,"terms_of_use":"https://acme.example/terms","privacy_policy":null}',
      '--features',
      '{"sign_up_without_password":true}',
      '--idx-prefix',
      'https://acme.example/homes',
    )
    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    expect(run.out).toContain(`Updated site ${SITE_ID}:`)
    expect(run.out).toMatch(/name: ".*" -> "Acme Homes"/)
    expect(run.out).toMatch(/registration_rule: .* -> {"mode":"views","limit":4}/)
    expect(run.out).toContain('features.sign_up_without_password: (none) -> true')
    const site = await siteAttributes()
    expect(site.name).toBe('Acme Homes')
    expect(site.registration_rule).toEqual({ mode: 'views', limit: 4 })
    expect(site.front_facing_site_idx_prefix).toBe('https://acme.example/homes')
    expect(run.out).toContain('front_facing_site_idx_prefix: "/idx" -> "https://acme.example/homes"')
    expect(site.features).toMatchObject({
      sign_up_without_password: true,
      idx_disclaimer: { enabled: true, terms_of_use: 'https://acme.example/terms', privacy_policy: null },
    })

    const again = await idx('update-site', '--site', String(SITE_ID), '--name', 'Acme Homes', '--json')
    expect(again.code).toBe(0)
    expect(JSON.parse(again.out)).toEqual({ siteId: SITE_ID, changes: [] })
  })

  it('refuses settings the site cannot read with exit 2 naming the option, changing nothing', async () => {
    const before = await siteAttributes()
    const refusals: [string[], RegExp][] = [
      [
        ['--disclaimer-settings', '{"enabled":"yes"}'],
        /^idx update-site: --disclaimer-settings "enabled" must be true, false or null/,
      ],
      [
        ['--disclaimer-settings', '{"enabled":true,"terms":"x"}'],
        /--disclaimer-settings has an unknown member "terms"/,
      ],
      [['--disclaimer-settings', '{not json'], /--disclaimer-settings must be JSON/],
      [
        ['--features', '{"sign_up_without_pasword":true}'],
        /--features has an unknown member "sign_up_without_pasword"/,
      ],
      [['--registration-mode', 'always'], /--registration-mode must be views .* or off/],
      [['--domain', 'https://acme.example/'], /--domain must be a host name/],
      [
        ['--logo-url', 'http://acme.example/logo.png'],
        /--logo-url must be an https:\/\/ URL or a path on this server .*http:\/\/ image would show broken/,
      ],
      [['--favicon', 'http://acme.example/icon.png'], /--favicon must be an https:\/\/ URL or a path/],
      [['--primary-color', 'blue'], /--primary-color must be a colour as #rrggbb/],
      [['--font', 'comic_sans'], /--font must be one of rubik, /],
      [['--radius', '30'], /--radius must be a whole number between 0 and 24/],
      [['--card-shadow', 'deep'], /--card-shadow must be one of none, soft, strong/],
      // Checked before anything is written: a good setting with a bad one changes nothing either.
      [['--name', 'Changed', '--radius', '4', '--card-shadow', 'huge'], /--card-shadow must be one of/],
      [['--name', 'Changed', '--extra-info', 'maybe'], /--extra-info must be true or false/],
      [['--idx-prefix', 'http://acme.example/homes'], /--idx-prefix must be the https address of the brokerage's page/],
      [[], /nothing to change/],
    ]
    for (const [args, message] of refusals) {
      const run = await idx('update-site', '--site', String(SITE_ID), ...args)
      expect(run.code, args.join(' ')).toBe(2)
      expect(run.err).toMatch(message)
      expect(run.out).toBe('')
    }
    expect(await siteAttributes()).toEqual(before)
  })

  it('sets the brand (colours, font, icon, corners, card shadow) and takes it back to the defaults', async () => {
    const run = await idx(
      'update-site',
      '--site',
      String(SITE_ID),
      '--primary-color',
      '#1A56DB',
      '--accent-color',
      '#7a1f5c',
      '--font',
      'lato',
      '--favicon',
      '/icons/acme.png',
      '--radius',
      '4',
      '--card-shadow',
      'soft',
    )
    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    expect(run.out).toContain('brand.radius: (none) -> 4')
    expect(run.out).toContain('brand.card_shadow: (none) -> "soft"')
    expect((await siteAttributes()).brand).toEqual({
      primary_color: '#1a56db',
      accent_color: '#7a1f5c',
      font: 'lato',
      favicon_url: '/icons/acme.png',
      radius: 4,
      card_shadow: 'soft',
    })

    const back = await idx(
      'update-site',
      '--site',
      String(SITE_ID),
      '--radius',
      'none',
      '--card-shadow',
      'default',
      '--font',
      'none',
    )
    expect(back.code).toBe(0)
    expect((await siteAttributes()).brand).toMatchObject({ radius: null, card_shadow: null, font: null })
  })

  it('turns the registration gate off, and says which site is missing', async () => {
    const run = await idx('update-site', '--site', String(SITE_ID), '--registration-mode', 'off')
    expect(run.code).toBe(0)
    expect((await siteAttributes()).registration_rule).toBeNull()
    const missing = await idx('update-site', '--site', 'nowhere.example', '--name', 'X')
    expect(missing.code).toBe(1)
    expect(missing.err).toContain('No site with domain nowhere.example')
  })
})

describe('list-sites and list-users', () => {
  it("lists the sites, and a site's users by role and by search", async () => {
    await user('admin.one@acme.example', { isAdmin: true, firstName: 'Ada' })
    await user('visitor.one@example.com', { firstName: 'Vera' })
    await user('visitor.two@example.com', { firstName: 'Victor' })

    const sites = await idx('list-sites', '--json')
    expect(sites.code).toBe(0)
    expect(JSON.parse(sites.out).sites).toEqual([expect.objectContaining({ id: SITE_ID, users: 3 })])
    expect((await idx('list-sites')).out).toMatch(new RegExp(`^${SITE_ID}\\t`))

    const admins = await idx('list-users', '--site', String(SITE_ID), '--role', 'admin')
    expect(admins.code).toBe(0)
    expect(admins.out.trim().split('\n')).toEqual([
      expect.stringMatching(/\tadmin\tadmin\.one@acme\.example\tAda Tester$/),
    ])
    const found = await idx('list-users', '--site', String(SITE_ID), '--search', 'VICTOR', '--json')
    expect(JSON.parse(found.out).users.map((u: { email: string }) => u.email)).toEqual(['visitor.two@example.com'])
    const visitors = await idx('list-users', '--site', String(SITE_ID), '--role', 'visitor', '--json')
    expect(JSON.parse(visitors.out).users).toHaveLength(2)
    const bad = await idx('list-users', '--site', String(SITE_ID), '--role', 'owner')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('--role must be admin, agent or visitor')
  })
})

describe('delete-user', () => {
  it('says what goes without --yes, deletes with it, and keeps what others share consistent', async () => {
    const owner = await user('leaving@example.com')
    const friend = await user('friend@example.com')
    const db = t.db
    const mine = await db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: owner.id, name: 'My picks' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const theirs = await db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: friend.id, name: 'Our picks' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('collection_members')
      .values([
        { collection_id: mine.id, user_id: owner.id, role: 'owner' },
        { collection_id: mine.id, user_id: friend.id, role: 'collaborator' },
        { collection_id: theirs.id, user_id: friend.id, role: 'owner' },
        { collection_id: theirs.id, user_id: owner.id, role: 'collaborator' },
      ])
      .execute()
    await db
      .insertInto('collection_comments')
      .values({ collection_id: theirs.id, user_id: owner.id, body: 'Love the porch' })
      .execute()

    const dry = await idx('delete-user', '--site', String(SITE_ID), '--email', 'Leaving@Example.com')
    expect(dry.code).toBe(0)
    expect(dry.out).toContain('Would delete visitor leaving@example.com')
    expect(dry.out).toContain('1 collections and 0 saved searches they own')
    expect(dry.out).toContain("1 other people's access to those")
    expect(dry.out).toContain("1 memberships of other people's collections")
    expect(dry.out).toContain('Kept: 1 of their chat messages')
    expect(dry.out).toContain('Nothing was deleted: run again with --yes')
    expect(await db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeDefined()

    const done = await idx(
      'delete-user',
      '--site',
      String(SITE_ID),
      '--email',
      'leaving@example.com',
      '--yes',
      '--json',
    )
    expect(done.code).toBe(0)
    expect(JSON.parse(done.out)).toMatchObject({ deleted: true, effects: { collections: 1, commentsKept: 1 } })
    expect(await db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeUndefined()
    expect(await db.selectFrom('collections').select('id').where('id', '=', mine.id).executeTakeFirst()).toBeUndefined()
    const kept = await db
      .selectFrom('collection_comments')
      .select(['user_id', 'body'])
      .where('collection_id', '=', theirs.id)
      .execute()
    expect(kept).toEqual([{ user_id: null, body: 'Love the porch' }])
    const members = await db
      .selectFrom('collection_members')
      .select('user_id')
      .where('collection_id', '=', theirs.id)
      .execute()
    expect(members).toEqual([{ user_id: friend.id }])

    const gone = await idx('delete-user', '--site', String(SITE_ID), '--email', 'leaving@example.com', '--yes')
    expect(gone.code).toBe(1)
    expect(gone.err).toContain('No user leaving@example.com on site')
  })

  it("refuses to delete the site's last admin, and deletes an admin who has company", async () => {
    const last = await idx('delete-user', '--site', String(SITE_ID), '--email', 'admin.one@acme.example', '--yes')
    expect(last.code).toBe(1)
    expect(last.err).toContain("is site 1's last admin: create another admin first")
    await user('admin.two@acme.example', { isAdmin: true })
    const ok = await idx('delete-user', '--site', String(SITE_ID), '--email', 'admin.one@acme.example', '--yes')
    expect(ok.code).toBe(0)
    expect(ok.out).toContain('Deleted admin admin.one@acme.example')
    const bad = await idx('delete-user', '--site', String(SITE_ID), '--email', 'not-an-address')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('--email must be an e-mail address')
  })
})
