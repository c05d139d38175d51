// oidc-provider ships no types: the declaration beside this file comes along into every program that
// uses the helper (apps/api's and apps/idx's tests). An ambient module declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-module.d.ts" />
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

// A real OpenID Connect provider (panva's `oidc-provider`, the certified implementation) on
// loopback, for tests of single sign-on: it publishes its discovery document and keys, runs the
// authorization code flow with PKCE and signs real ID tokens and JWT access tokens. Its built-in
// development login pages (devInteractions) stand in for Okta's: any login is accepted, so a test
// (or a browser end-to-end test clicking through the same pages) signs in as whoever it names.

export interface OidcProviderOptions {
  /** The site's client id at the provider: the `aud` of its ID tokens. */
  clientId: string
  /** Where the provider may send the browser back with a code; matched exactly. */
  redirectUris: string[]
  /** The domain of each login's e-mail: login `jane.doe` gets `jane.doe@<emailDomain>` (default `sso.example`). */
  emailDomain?: string
  /** The `aud` of its JWT access tokens, as an Okta authorization server's audience (default `api://idx`). */
  accessTokenAudience?: string
}

export interface OidcTokens {
  idToken: string
  /** A JWT access token whose `aud` is `accessTokenAudience` and whose `sub` is the login. */
  accessToken: string
  expiresIn: number
  scope: string
}

export interface TokensForOptions {
  /** Default `openid email profile`; without `email` the ID token names no e-mail. */
  scope?: string
  /** Default the first of `redirectUris`. */
  redirectUri?: string
}

export interface RunningOidcProvider {
  /** `http://127.0.0.1:<port>`: the `iss` of its tokens. */
  issuer: string
  clientId: string
  accessTokenAudience: string
  /** Its authorization endpoint, where a browser is sent to sign in. */
  authorizeUrl: string
  /** Its token endpoint (public client: `client_id` and PKCE, no secret). */
  tokenUrl: string
  /**
   * Signs in as `login` through the provider's own pages over HTTP (authorization request, login
   * form, consent form, redirect with a code, code exchange with the PKCE verifier) and returns
   * the tokens it issued. A login with an `@` is its own e-mail; otherwise `login@emailDomain`.
   */
  tokensFor(login: string, options?: TokensForOptions): Promise<OidcTokens>
  /**
   * A JWT signed with the provider's own published key (so a verifier that trusts the provider
   * accepts its signature), with `iss`, `aud` (the client id), `iat` and `exp` (5 minutes) preset
   * and overridable: for tokens the provider would never issue (expired, another issuer, no e-mail).
   */
  signToken(claims: JWTPayload): Promise<string>
  close(): Promise<void>
}

const KEY_ID = 'idx-test-oidc-key'

/** The e-mail the provider gives a login. */
function emailOf(login: string, domain: string): string {
  return login.includes('@') ? login : `${login}@${domain}`
}

/** 'jane.doe' → given 'Jane', family 'Doe': enough of a profile to prove names are copied. */
function namesOf(login: string): { given_name: string; family_name: string } {
  const local = login.split('@')[0] ?? login
  const [given = '', ...rest] = local.split(/[._-]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1))
  return { given_name: given, family_name: rest.join(' ') }
}

/**
 * Starts the provider on a free loopback port.
 *
 * @example
 * const oidc = await startOidcProvider({ clientId: 'idx-sso', redirectUris: ['http://127.0.0.1:3000/app/sso/sign_in'] })
 * const { idToken } = await oidc.tokensFor('jane.doe') // sub 'jane.doe', email 'jane.doe@sso.example'
 * await oidc.close()
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const emailDomain = options.emailDomain ?? 'sso.example'
  const accessTokenAudience = options.accessTokenAudience ?? 'api://idx'
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const privateJwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }

  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = await quietly(async () => {
    const { Provider } = await import('oidc-provider')
    return new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          token_endpoint_auth_method: 'none',
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, email: emailOf(sub, emailDomain), email_verified: true, ...namesOf(sub) }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      scopes: ['openid', 'email', 'profile'],
      // Okta's ID tokens carry the profile and e-mail claims the scopes asked for; the spec's
      // default keeps them for the userinfo endpoint when an access token is issued too.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      // Lifetimes set explicitly (the defaults log a notice each); Okta's are of this order.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
      jwks: { keys: [privateJwk] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      // A public client in a browser exchanges its code cross-origin: allow its redirect origins.
      clientBasedCORS: (_ctx, origin, client) => client.redirectUris.some((uri) => new URL(uri).origin === origin),
      features: {
        devInteractions: { enabled: true },
        // JWT access tokens with an audience of their own, as an Okta authorization server issues.
        resourceIndicators: {
          enabled: true,
          defaultResource: () => accessTokenAudience,
          useGrantedResource: () => true,
          getResourceServerInfo: () => ({
            scope: 'openid email profile',
            audience: accessTokenAudience,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }),
        },
      },
    })
  })
  server.on('request', provider.callback())

  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }

  return {
    issuer,
    clientId: options.clientId,
    accessTokenAudience,
    authorizeUrl: discovery.authorization_endpoint,
    tokenUrl: discovery.token_endpoint,
    tokensFor: (login, tokenOptions = {}) =>
      signInOverHttp({
        login,
        clientId: options.clientId,
        redirectUri: tokenOptions.redirectUri ?? options.redirectUris[0] ?? '',
        scope: tokenOptions.scope ?? 'openid email profile',
        authorizeUrl: discovery.authorization_endpoint,
        tokenUrl: discovery.token_endpoint,
      }),
    signToken: async (claims) => {
      const now = Math.floor(Date.now() / 1000)
      return new SignJWT({ iss: issuer, aud: options.clientId, iat: now, exp: now + 300, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .sign(privateKey)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

// oidc-provider warns on the console that devInteractions are for development only (which is the
// point here) and that Node 20 is older than it would like (it runs fine); tests need neither.
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING')) return
    warn(...args)
  }
  try {
    return await work()
  } finally {
    console.warn = warn
  }
}

interface SignIn {
  login: string
  clientId: string
  redirectUri: string
  scope: string
  authorizeUrl: string
  tokenUrl: string
}

/** Cookies by name, as a browser would keep them for this one host (paths ignored: one flow at a time). */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url')
}

/** Drives the provider's pages like a browser: follows redirects, submits the login then the consent form. */
async function signInOverHttp(signIn: SignIn): Promise<OidcTokens> {
  const verifier = base64url(randomBytes(32))
  const challenge = base64url(createHash('sha256').update(verifier).digest())
  const state = base64url(randomBytes(12))
  const authorize = new URL(signIn.authorizeUrl)
  for (const [name, value] of Object.entries({
    client_id: signIn.clientId,
    redirect_uri: signIn.redirectUri,
    response_type: 'code',
    scope: signIn.scope,
    state,
    nonce: base64url(randomBytes(12)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(name, value)

  const jar = new CookieJar()
  let url = authorize.toString()
  let form: URLSearchParams | null = null
  for (let step = 0; step < 12; step += 1) {
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    })
    jar.take(response)
    form = null
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url)
      if (next.toString().startsWith(signIn.redirectUri)) {
        const error = next.searchParams.get('error')
        if (error) throw new Error(`The provider refused: ${error} ${next.searchParams.get('error_description') ?? ''}`)
        if (next.searchParams.get('state') !== state) throw new Error('The provider returned another state')
        const code = next.searchParams.get('code')
        if (!code) throw new Error(`No code in ${next.toString()}`)
        return exchangeCode(signIn, code, verifier)
      }
      url = next.toString()
      continue
    }
    const html: string = await response.text()
    if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`)
    // The devInteractions pages: a login form, then a consent form, both posting `prompt` to their action.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    const prompt: string | undefined = /name="prompt" value="([^"]+)"/.exec(html)?.[1]
    if (!action || !prompt) throw new Error(`Unexpected page from the provider: ${html.slice(0, 300)}`)
    url = new URL(action.replace(/&amp;/g, '&'), url).toString()
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: signIn.login, password: 'any' } : { prompt })
  }
  throw new Error('The provider did not redirect back with a code')
}

async function exchangeCode(signIn: SignIn, code: string, verifier: string): Promise<OidcTokens> {
  const response = await fetch(signIn.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: signIn.redirectUri,
      code_verifier: verifier,
      client_id: signIn.clientId,
    }).toString(),
  })
  const body = (await response.json()) as Record<string, unknown>
  if (response.status !== 200) throw new Error(`Code exchange failed: ${JSON.stringify(body)}`)
  return {
    idToken: String(body.id_token),
    accessToken: String(body.access_token),
    expiresIn: Number(body.expires_in),
    scope: String(body.scope ?? ''),
  }
}
