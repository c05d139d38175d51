// The identity provider's endpoints (authorization, logout) are the only places outside the site
// single sign-on may send the browser. A link to sso/sign_in or sso/sign_out names them in its
// query, so each is held against the endpoint the site is configured with: the same scheme,
// host, port and path, exactly. Its own query (a tenant, an idp hint) may differ.

/**
 * `value` as an identity-provider endpoint: an absolute http(s) URL without user name or
 * password; `null` otherwise (relative, `javascript:`, `data:`, unparsable...). The server checks
 * IDX_SSO with it and the browser every endpoint it is asked to go to.
 *
 * @example
 * identityProviderEndpoint('https://acme.okta.com/oauth2/default/v1/authorize')?.host // 'acme.okta.com'
 * identityProviderEndpoint('javascript:alert(1)') // null
 */
export function identityProviderEndpoint(value: unknown): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '') return null
  return url
}

/**
 * Whether `candidate` is the configured endpoint: same origin and same path (a trailing slash
 * aside), both valid endpoints. Its query may differ; it is the request's to add to.
 *
 * @example
 * isConfiguredEndpoint('https://idp.example/v1/authorize?idp=x', 'https://idp.example/v1/authorize') // true
 * isConfiguredEndpoint('https://idp.example.evil/v1/authorize', 'https://idp.example/v1/authorize')  // false
 * isConfiguredEndpoint('https://idp.example/v1/logout', 'https://idp.example/v1/authorize')          // false
 */
export function isConfiguredEndpoint(candidate: unknown, configured: unknown): boolean {
  const url = identityProviderEndpoint(candidate)
  const expected = identityProviderEndpoint(configured)
  if (!url || !expected) return false
  return url.origin === expected.origin && samePath(url.pathname, expected.pathname)
}

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '')
}
