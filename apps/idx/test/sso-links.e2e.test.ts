// Links to sso/sign_in and sso/sign_out made by someone else, opened in Chromium against the real
// API server with a real OpenID Connect provider (oidc-provider on loopback) as the site's
// configured one (IDX_SSO). A link naming any other destination (javascript:, data:, another
// host, a protocol-relative URL) must run nothing, leave the visitor's tokens alone and keep the
// browser on the site with a message; the configured provider's own URLs must still be followed.
import { DEFAULT_TOKEN_STORE_KEY, sessionFromTokenResponse, type TokenResponse } from '@idx/api-client'
import { SSO_REFUSAL_MESSAGES } from '@idx/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { startServerWithSso } from './helpers/server-with-sso.js'

const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
const DEMO_CLIENT_ID = 'idx-demo-client'
const SSO_CLIENT_ID = 'idx-e2e-sso'
/** What an injected script would call: exposed to the page, so a call proves script ran. */
const XSS = 'javascript:window.reportXss(localStorage.getItem("idx-session"))//'

/** Playwright's own page size, which the bare page's test was written at. */
const PLAYWRIGHT_DEFAULT = { viewport: { width: 1280, height: 720 } }

const e2e = browserAndServer({ server: () => startServerWithSso(SSO_CLIENT_ID) })
let logoutEndpoint: string

// After browserAndServer's own beforeAll (vitest runs them in order): the provider is up.
beforeAll(async () => {
  const discovery = (await (await fetch(`${e2e.server.oidc.issuer}/.well-known/openid-configuration`)).json()) as {
    end_session_endpoint: string
  }
  logoutEndpoint = discovery.end_session_endpoint
})

/** A signed-in page that records any script a link runs, any dialog, and any request off the site. */
async function signedInPage() {
  const context = await e2e.newContext()
  const page = await context.newPage()
  // Every wait has a bound, so a slow machine fails a step by name instead of the whole test.
  page.setDefaultTimeout(20_000)
  const ran: unknown[] = []
  const offSite: string[] = []
  await page.exposeFunction('reportXss', (value: unknown) => void ran.push(value ?? 'ran'))
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' })
    },
  )
  // Signed in as the app signs in (the password grant, its session stored under its key), without
  // the sign-in screens, which sign-in.e2e tests: a page of the site's origin carries it.
  const granted = await fetch(`${e2e.server.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: DEMO_CLIENT_ID, ...DEMO_SHOPPER }),
  })
  expect(granted.status).toBe(200)
  const session = sessionFromTokenResponse((await granted.json()) as TokenResponse, Date.now())
  await page.goto(`${e2e.server.baseUrl}/healthz`)
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: DEFAULT_TOKEN_STORE_KEY,
    value: JSON.stringify(session),
  })
  const tokens = await storedSession(page)
  expect(tokens).toContain('access_token')
  return { page, ran, offSite, tokens }
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('idx-session'))

/** The alert of the SSO dialog, once it shows. */
async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('dialog').getByRole('alert')
  await alert.waitFor({ timeout: 15_000 })
  return (await alert.textContent()) ?? ''
}

function signInUrl(overrides: Record<string, string>): string {
  const query = new URLSearchParams({
    idp: 'okta',
    client_id: SSO_CLIENT_ID,
    authorize_url: e2e.server.oidc.authorizeUrl,
    idx_url: `${e2e.server.baseUrl}/app/sso/sign_in`,
    state: 'caller-state',
    ...overrides,
  })
  return `${e2e.server.baseUrl}/app/sso/sign_in?${query}`
}

function signOutUrl(overrides: Record<string, string>): string {
  const query = new URLSearchParams({
    post_logout_redirect_uri: `${e2e.server.baseUrl}/app/`,
    id_token_hint: 'id-token',
    okta_logout_url: logoutEndpoint,
    state: 'caller-state',
    ...overrides,
  })
  return `${e2e.server.baseUrl}/app/sso/sign_out?${query}`
}

describe('sso/sign_in and sso/sign_out links from elsewhere, in Chromium', () => {
  it('follows no authorize_url but the configured provider’s: no script, tokens kept, a message on the site', async () => {
    const { page, ran, offSite, tokens } = await signedInPage()
    const foreignHost = new URL(e2e.server.oidc.authorizeUrl)
    foreignHost.hostname = 'localhost' // the provider's port and path on another host
    const attacks: [string, string][] = [
      ['https://evil.example/oauth2/v1/authorize', 'foreign-provider'],
      [XSS, 'foreign-provider'],
      ['JavaScript:window.reportXss(1)', 'foreign-provider'],
      ['data:text/html,<script>opener&&opener.reportXss(1)</script>', 'foreign-provider'],
      ['//evil.example/oauth2/v1/authorize', 'foreign-provider'],
      [foreignHost.toString(), 'foreign-provider'],
    ]
    for (const [authorize_url, refusal] of attacks) {
      await page.goto(signInUrl({ authorize_url }))
      expect(await alertText(page), authorize_url).toBe(SSO_REFUSAL_MESSAGES[refusal as 'foreign-provider'])
      await page.waitForTimeout(300) // room for a navigation the page might still start
      expect(page.url(), authorize_url).toMatch(new RegExp(`^${e2e.server.baseUrl}/app/sso/sign_in\\?`))
      expect(ran, authorize_url).toEqual([])
      expect(await storedSession(page), authorize_url).toBe(tokens)
    }
    // The provider is right but the code would go elsewhere: not followed either.
    await page.goto(signInUrl({ idx_url: 'https://evil.example/app/sso/sign_in' }))
    expect(await alertText(page)).toBe(SSO_REFUSAL_MESSAGES['foreign-return'])
    expect(offSite).toEqual([])
    // The message offers a way back to the search.
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the search' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/')
    expect(await storedSession(page)).toBe(tokens)
    await page.context().close()
  }, 120_000)

  it('logs out only at the configured provider’s logout endpoint and follows state only inside the app', async () => {
    const attacks: [Record<string, string>, keyof typeof SSO_REFUSAL_MESSAGES][] = [
      [{ okta_logout_url: XSS }, 'foreign-logout'],
      [{ okta_logout_url: 'data:text/html,<script>opener&&opener.reportXss(1)</script>' }, 'foreign-logout'],
      [{ okta_logout_url: 'https://evil.example/oauth2/v1/logout' }, 'foreign-logout'],
      [{ okta_logout_url: '//evil.example/oauth2/v1/logout' }, 'foreign-logout'],
      [{ okta_logout_url: e2e.server.oidc.authorizeUrl }, 'foreign-logout'],
      [{ okta_logout_url: '', state: XSS }, 'foreign-state'],
      [{ okta_logout_url: '', state: 'https://evil.example/' }, 'foreign-state'],
      [{ okta_logout_url: '', state: '//evil.example/app/' }, 'foreign-state'],
      [{ okta_logout_url: '', state: '/\\evil.example/app/' }, 'foreign-state'],
    ]
    for (const [overrides, refusal] of attacks) {
      const { page, ran, offSite } = await signedInPage()
      const label = JSON.stringify(overrides)
      await page.goto(signOutUrl(overrides))
      expect(await alertText(page), label).toBe(SSO_REFUSAL_MESSAGES[refusal])
      await page.waitForTimeout(300)
      expect(page.url(), label).toMatch(new RegExp(`^${e2e.server.baseUrl}/app/sso/sign_out\\?`))
      expect(ran, label).toEqual([])
      expect(offSite, label).toEqual([])
      // The sign-out itself happened: the session here is over.
      expect(await storedSession(page), label).toBeNull()
      await page.context().close()
    }
  }, 180_000)

  it('still sends the visitor to the configured provider to sign in', async () => {
    const page = await e2e.newPage(PLAYWRIGHT_DEFAULT)
    page.setDefaultTimeout(20_000)
    const requested = page.waitForRequest((request) => request.url().startsWith(`${e2e.server.oidc.authorizeUrl}?`), {
      timeout: 15_000,
    })
    await page.goto(signInUrl({ authorize_url: `${e2e.server.oidc.authorizeUrl}?idp=0oa-example` }))
    // What the app asked of it: this site's client and return URL, with PKCE, on the provider's own query.
    const request = new URL((await requested).url())
    expect(request.searchParams.get('idp')).toBe('0oa-example')
    expect(request.searchParams.get('client_id')).toBe(SSO_CLIENT_ID)
    expect(request.searchParams.get('redirect_uri')).toBe(`${e2e.server.baseUrl}/app/sso/sign_in`)
    expect(request.searchParams.get('code_challenge_method')).toBe('S256')
    // The provider's own login page follows.
    await page.waitForURL(new RegExp(`^${e2e.server.oidc.issuer}/`), { timeout: 15_000 })
    await page.context().close()
  }, 120_000)

  it('still logs out at the configured provider, and follows a state inside the app', async () => {
    const { page } = await signedInPage()
    const requested = page.waitForRequest((request) => request.url().startsWith(logoutEndpoint), { timeout: 20_000 })
    await page.goto(signOutUrl({}))
    const refused = alertText(page).then(
      (text) => `refused: ${text}`,
      () => 'neither',
    )
    const request = new URL(await Promise.race([requested.then((r) => r.url()), refused]))
    expect(request.searchParams.get('id_token_hint')).toBe('id-token')
    expect(request.searchParams.get('post_logout_redirect_uri')).toBe(`${e2e.server.baseUrl}/app/`)
    expect(request.searchParams.get('state')).toBe('caller-state')
    // The session here ended before the browser left: read it back on the site, not on the
    // provider's page (an evaluate there can wait on its navigation).
    await page.waitForURL((url) => url.href.startsWith(e2e.server.oidc.issuer))
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    expect(await storedSession(page)).toBeNull()
    await page.context().close()

    const second = await signedInPage()
    await second.page.goto(signOutUrl({ okta_logout_url: '', state: '/app/?map=false' }))
    await second.page.waitForURL(`${e2e.server.baseUrl}/app/?map=false`, { timeout: 15_000 })
    expect(await storedSession(second.page)).toBeNull()
    await second.page.context().close()
  }, 120_000)
})
