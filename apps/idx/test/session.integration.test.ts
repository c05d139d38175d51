// The browser app's session layer (createSiteSession, the auth actions, the site's api slice in
// its Redux store) against the real API server (apps/api/dist, PGlite in memory, the seeded demo
// site), with node's fetch and memory storages in place of the browser's: no mocks between them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, toSubmissionErrors, type ApiError } from '@idx/api-client'
import {
  createAppStore,
  createSiteApi,
  createSiteSession,
  logIn,
  type ParentMessage,
  register,
  type SiteConfig,
} from '@idx/app-shell'
import { startServer, stopCleanly, type RunningServer } from '../../../tooling/e2e/server.js'

const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
const DEMO_CLIENT_ID = 'idx-demo-client'
const JANE = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }

let server: RunningServer
let config: SiteConfig

beforeAll(async () => {
  server = await startServer()
  config = {
    api_token: DEMO_SITE_TOKEN,
    client_id: DEMO_CLIENT_ID,
    market_id: null,
    api_base_url: server.baseUrl,
    map_style: 'default',
    map_tiles: {},
    default_filter: null,
  }
})
afterAll(async () => {
  await stopCleanly(server)
})

/** One browser tab of the site: its session over fresh storages, its api slice and store. */
function openSite() {
  const reloads: string[] = []
  const published: ParentMessage[] = []
  const session = createSiteSession(config, {
    storage: createMemoryStorage(),
    tabStorage: createMemoryStorage(),
    fetch: globalThis.fetch,
    reload: (url) => reloads.push(url),
    publishToParent: (message) => published.push(message),
  })
  const api = createSiteApi(config, session.getToken)
  const store = createAppStore(api)
  return { session, api, store, reloads, published }
}
type Site = ReturnType<typeof openSite>

/** A fresh GET user?me=true through the store, as a screen that mounts would ask for it. */
async function currentUser({ api, store }: Site) {
  const query = store.dispatch(api.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }))
  try {
    return await query
  } finally {
    query.unsubscribe()
  }
}

/** The status GET /api/v3/user?me=true answers `token` with, straight from the server. */
async function meStatus(token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/v3/user?me=true`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  })
  await response.body?.cancel()
  return response.status
}

async function signedIn(credentials = JANE): Promise<Site> {
  const site = openSite()
  expect(await logIn(site.session, credentials)).toEqual({ signedIn: true })
  return site
}

function stored(site: Site) {
  const session = site.session.tokenStore.read()
  expect(session).not.toBeNull()
  return session!
}

describe('the session layer against the real server', () => {
  it('signs Jane in with her password and stores a fresh token pair', async () => {
    const site = openSite()
    expect(site.session.status()).toBe('anonymous')
    expect(await site.session.getToken()).toBe(DEMO_SITE_TOKEN)

    expect(await logIn(site.session, JANE)).toEqual({ signedIn: true })

    const session = stored(site)
    expect(site.session.status()).toBe('authenticated')
    expect(session.access_token).toMatch(/^idx_at_/)
    expect(session.refresh_token).toMatch(/^idx_rt_/)
    expect(session.scope).toBe('read write')
    expect(session.expires_at).toBeGreaterThan(Date.now() + 3500_000)
    expect(await site.session.getToken()).toBe(session.access_token)
  })

  it('refuses a wrong password with the spec text and stays anonymous', async () => {
    const site = openSite()

    expect(await logIn(site.session, { email: JANE.email, password: 'not-her-password' })).toEqual({
      _form: 'Failed to log in. Check your username and password.',
    })
    expect(site.session.status()).toBe('anonymous')
  })

  it('loads Jane with her current agent once signed in, and nobody with the site token', async () => {
    const anonymous = await currentUser(openSite())
    expect((anonymous.error as ApiError | undefined)?.status).toBe(401)

    const { data: user, error } = await currentUser(await signedIn())

    expect(error).toBeUndefined()
    expect(user).toMatchObject({
      first_name: 'Jane',
      last_name: 'Buyer',
      full_name: 'Jane Buyer',
      email: JANE.email,
      sso: false,
      admin: false,
      current_agent: { id: '1' },
    })
    expect(user?.current_agent?.full_name).toEqual(expect.any(String))
  })

  it('updates her phone number, and the cached user refetches with it', async () => {
    const site = await signedIn()
    const { api, store } = site
    const watching = store.dispatch(api.endpoints.getCurrentUser.initiate())
    expect((await watching).data?.phone_number).toBe('+15125550142')

    const update = await store.dispatch(api.endpoints.updateUser.initiate({ phone_number: '5125550199' }))

    expect(update.error).toBeUndefined()
    await vi.waitFor(() =>
      expect(api.endpoints.getCurrentUser.select()(store.getState()).data?.phone_number).toBe('+15125550199'),
    )
    expect((await currentUser(site)).data?.phone_number).toBe('+15125550199')
    watching.unsubscribe()
  })

  it('refreshes an access token near expiry; the old refresh token is then refused and its reuse ends the session', async () => {
    const site = await signedIn()
    const first = stored(site)
    site.session.tokenStore.write({ ...first, expires_at: Date.now() + 10_000 })

    const { data: user, error } = await currentUser(site)

    expect(error).toBeUndefined()
    expect(user?.email).toBe(JANE.email)
    const second = stored(site)
    expect(second.access_token).not.toBe(first.access_token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.expires_at).toBeGreaterThan(Date.now() + 3500_000)
    expect(site.session.status()).toBe('authenticated')

    // The session keeps working on the rotated pair, without another refresh.
    expect((await currentUser(site)).data?.email).toBe(JANE.email)
    expect(stored(site).access_token).toBe(second.access_token)
    expect(await meStatus(second.access_token)).toBe(200)

    // Rotation: the old refresh token is used up. Presenting it again is a replay (RFC 9700
    // §4.14.2): the server revokes the whole session, so the rotated tokens die with it.
    const replay = await site.session.authClient.refreshGrant(first.refresh_token!)
    expect(replay.ok).toBe(false)
    expect(!replay.ok && replay.error.status).toBe(400)
    expect(!replay.ok && (replay.error as { data?: { error?: string } }).data?.error).toBe('invalid_grant')
    expect(await meStatus(second.access_token)).toBe(401)
    const stolen = await site.session.authClient.refreshGrant(second.refresh_token!)
    expect(stolen.ok).toBe(false)
  })

  it('signs out: revokes the session at the server, clears it here and reloads to /app/', async () => {
    const site = await signedIn()
    const { access_token, refresh_token } = stored(site)
    expect(await meStatus(access_token)).toBe(200)

    await site.session.signOut()

    expect(site.session.status()).toBe('anonymous')
    expect(site.session.tokenStore.read()).toBeNull()
    expect(site.reloads).toEqual(['/app/'])
    expect(site.published).toEqual([{ type: 'logout-complete', clientId: DEMO_CLIENT_ID, idpLogoutToken: null }])
    expect(await meStatus(access_token)).toBe(401)
    expect((await site.session.authClient.refreshGrant(refresh_token!)).ok).toBe(false)
    expect(await site.session.getToken()).toBe(DEMO_SITE_TOKEN)
  })

  it('changes the password only with the right current one, and that ends the other sessions of the user', async () => {
    // A user of this test's own, so Jane's password stays the demo one.
    const credentials = { email: 'pat.mover@example.com', password: 'Quiet-Otter-Lamp-42' }
    const newPassword = 'Brisk-Heron-Canal-97'
    const site = openSite()
    const registered = await register(
      site.session,
      { ...credentials, first_name: 'Pat', last_name: 'Mover', phone_number: '5125550123' },
      { agentId: '1', marketId: null },
    )
    expect(registered).toEqual({ signedIn: true })
    expect((await currentUser(site)).data).toMatchObject({ email: credentials.email, current_agent: { id: '1' } })
    const other = await signedIn(credentials)
    const otherToken = stored(other).access_token
    expect(stored(site).access_token).not.toBe(otherToken)
    const change = (current_password: string) =>
      site.store.dispatch(
        site.api.endpoints.changePassword.initiate({
          current_password,
          password: newPassword,
          password_confirmation: newPassword,
        }),
      )

    const wrong = await change('not-the-password')

    const error = wrong.error as ApiError
    expect(error.status).toBe(422)
    expect(toSubmissionErrors(error)).toHaveProperty('current_password')
    expect(await meStatus(otherToken)).toBe(200)

    const right = await change(credentials.password)

    expect(right.error).toBeUndefined()
    expect(await meStatus(otherToken)).toBe(401)
    expect((await currentUser(site)).data?.email).toBe(credentials.email)
    expect(await logIn(openSite().session, credentials)).toEqual({
      _form: 'Failed to log in. Check your username and password.',
    })
    await signedIn({ email: credentials.email, password: newPassword })
  })
})
