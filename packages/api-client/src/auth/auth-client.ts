import type { ApiResult } from '../http/api-result.js'
import { createHttpClient, type FetchFunction } from '../http/create-http-client.js'
import type { QueryParams } from '../http/encode-query.js'
import { requireAccessToken, type TokenResponse } from './token-response.js'

export interface AuthClientOptions {
  /** The API host, e.g. `https://api.example.com` (`''` for the page's own origin). */
  readonly baseUrl: string
  /** The site's OAuth client id (site configuration `client_id`). */
  readonly clientId: string
  /** The site's API token, sent as Bearer where the server asks for it (register, login type). */
  readonly siteToken: string
  /** Defaults to the global `fetch`, looked up per request. */
  readonly fetch?: FetchFunction
}

/** The `oauth` member of the register call. Only `email` is required by the server. */
export interface RegisterValues {
  readonly email: string
  readonly password?: string
  readonly password_confirmation?: string
  readonly first_name?: string
  readonly last_name?: string
  readonly sms_number?: string
  readonly phone_number?: string
  readonly current_agent_id?: string | number | null
  readonly registration_market_id?: string | number | null
}

/** 201: registered (sign in with the password grant next); 202: a magic link was mailed instead. */
export type RegisterResponse =
  | { readonly success: true; readonly user: Record<string, unknown>; readonly magic_link_sent?: undefined }
  | { readonly success: true; readonly magic_link_sent: true; readonly user?: undefined }

/** `POST /oauth/login_type` answers (the 404 "no account yet" arrives as an HTTP error). */
export interface LoginTypeResponse {
  readonly is_sso: boolean
  readonly sso?: {
    readonly idp: string
    readonly client_id: string
    readonly authorize_url: string
    readonly issuer: string
  }
  readonly magic_link_sent?: boolean
}

/** `commit` of the login-type call: `'magic'` asks for a magic link even when the account has a password. */
export type LoginTypeCommit = 'magic' | (string & {})

/** `{ success: true }`: the reset mail went out (or the address has no account: the answer never says). */
export interface SuccessResponse {
  readonly success: true
}

export interface ResetPasswordValues {
  readonly reset_token: string
  readonly password: string
  readonly password_confirmation: string
}

export interface PasswordGrantValues {
  readonly email: string
  readonly password: string
  /** Default `'read write'`; `'read write admin'` for the admin login. */
  readonly scope?: string
}

export interface MagicLinkGrantValues {
  readonly email: string
  readonly token: string
}

export interface AuthorizationCodeGrantValues {
  readonly code: string
  /** Exactly the `redirect_uri` the authorize URL carried. */
  readonly redirect_uri: string
  readonly code_verifier: string
}

export interface AuthorizeUrlValues {
  /** The callback page, e.g. `https://site.example/app/oauth/callback`; must be registered. */
  readonly redirectUri: string
  /** Random (`createOAuthState`); the opener accepts only the answer carrying it back. */
  readonly state: string
  /** The opener's origin, where the callback posts the code; must be registered. */
  readonly origin: string
  /** `codeChallengeS256(verifier)`. */
  readonly codeChallenge: string
  /** A social provider to go to directly. */
  readonly provider?: string
  /** Default `'read write'`. */
  readonly scope?: string
}

/** The `/oauth` calls of sign-up, sign-in and sign-out. Every method resolves with an `ApiResult`. */
export interface AuthClient {
  /** `POST /oauth/session.json?client_id=` with `{ oauth: values }`. */
  register(values: RegisterValues): Promise<ApiResult<RegisterResponse>>
  /** `POST /oauth/login_type?client_id=` with `{ oauth: { email }, commit }`; read it with `loginTypeAnswer`. */
  loginType(email: string, commit?: LoginTypeCommit): Promise<ApiResult<LoginTypeResponse>>
  /** `POST /oauth/session/password.json?client_id=` with `{ oauth: { email } }`. */
  requestPasswordReset(email: string): Promise<ApiResult<SuccessResponse>>
  /** `PUT /oauth/session/password.json?client_id=` with `{ oauth: { reset_token, password, password_confirmation } }`. */
  resetPassword(values: ResetPasswordValues): Promise<ApiResult<SuccessResponse>>
  /** `POST /oauth/token`, `grant_type=password`. */
  passwordGrant(values: PasswordGrantValues): Promise<ApiResult<TokenResponse>>
  /** `POST /oauth/token`, `grant_type=refresh_token`. The answer holds a new refresh token: store it. */
  refreshGrant(refreshToken: string): Promise<ApiResult<TokenResponse>>
  /** `POST /oauth/token`, `grant_type=urn:idx:magic-link`. */
  magicLinkGrant(values: MagicLinkGrantValues): Promise<ApiResult<TokenResponse>>
  /** `POST /oauth/token`, `grant_type=authorization_code` with the PKCE verifier. */
  authorizationCodeGrant(values: AuthorizationCodeGrantValues): Promise<ApiResult<TokenResponse>>
  /** `GET /oauth/okta/token?client_id=&scope=&access_token=`: an identity provider's token for an idx session. */
  oktaToken(providerToken: string, scope?: string): Promise<ApiResult<TokenResponse>>
  /** `POST /oauth/revoke` (logout): ends the session of `token` (an access or refresh token). */
  revoke(token: string): Promise<ApiResult<unknown>>
  /** The `GET /oauth/authorize` URL for the sign-in popup (code flow with PKCE S256). */
  authorizeUrl(values: AuthorizeUrlValues): string
}

/** Scopes of a normal sign-in (spec §6); the admin login asks for `read write admin`. */
export const DEFAULT_SCOPE = 'read write'

/**
 * Creates the client of the `/oauth` routes (apps/api/README.md, "Sign-in and sessions").
 * Every call carries `client_id` and the site token; token answers without an access token
 * become a `PARSING_ERROR` ('access_token is missing in server response'). HTTP and network
 * failures are values, never thrown.
 *
 * @example
 * const auth = createAuthClient({ baseUrl: '', clientId: config.clientId, siteToken: config.apiToken })
 * const result = await auth.passwordGrant({ email, password })
 * if (result.ok) tokenStore.write(sessionFromTokenResponse(result.data, Date.now()))
 * else flash(LOGIN_FAILED_MESSAGE)
 */
export function createAuthClient({ baseUrl, clientId, siteToken, fetch }: AuthClientOptions): AuthClient {
  if (typeof clientId !== 'string' || clientId.trim() === '') {
    throw new TypeError('createAuthClient needs clientId: pass the site configuration client_id (it is blank).')
  }
  const client = createHttpClient({ baseUrl, getToken: () => siteToken, fetch })
  const withClient: QueryParams = { client_id: clientId }

  // The token endpoint is an OAuth one: client_id goes in the body too, as OAuth clients send it.
  const grant = async (body: Record<string, string>) =>
    requireAccessToken(await client.post('/oauth/token', { ...body, client_id: clientId }, { query: withClient }))

  return {
    register: (values) => client.post('/oauth/session.json', { oauth: values }, { query: withClient }),
    loginType: (email, commit) =>
      client.post('/oauth/login_type', { oauth: { email }, ...(commit ? { commit } : {}) }, { query: withClient }),
    requestPasswordReset: (email) =>
      client.post('/oauth/session/password.json', { oauth: { email } }, { query: withClient }),
    resetPassword: ({ reset_token, password, password_confirmation }) =>
      client.put(
        '/oauth/session/password.json',
        { oauth: { reset_token, password, password_confirmation } },
        { query: withClient },
      ),
    passwordGrant: ({ email, password, scope = DEFAULT_SCOPE }) =>
      grant({ grant_type: 'password', email, password, scope }),
    refreshGrant: (refreshToken) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    magicLinkGrant: ({ email, token }) => grant({ grant_type: 'urn:idx:magic-link', email, token }),
    authorizationCodeGrant: ({ code, redirect_uri, code_verifier }) =>
      grant({ grant_type: 'authorization_code', code, redirect_uri, code_verifier }),
    oktaToken: async (providerToken, scope = DEFAULT_SCOPE) =>
      requireAccessToken(
        await client.get('/oauth/okta/token', { query: { client_id: clientId, scope, access_token: providerToken } }),
      ),
    revoke: (token) => client.post('/oauth/revoke', { token, client_id: clientId }, { query: withClient }),
    authorizeUrl: ({ redirectUri, state, origin, codeChallenge, provider, scope = DEFAULT_SCOPE }) =>
      client.url('/oauth/authorize', {
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        origin,
        scope,
        // The code flow with PKCE, never the implicit flow (RFC 9700); the server refuses `token`.
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        provider,
      }),
  }
}
