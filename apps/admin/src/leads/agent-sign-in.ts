import { API_PREFIX, type ApiError, type AuthClient, type TokenResponse } from '@idx/api-client'

/**
 * Whether a refused admin sign-in was refused for the admin scope alone (the password was right,
 * the user is no administrator): OAuth's `invalid_scope`.
 */
export function isAdminScopeRefusal(error: ApiError): boolean {
  const data = 'data' in error ? error.data : null
  return typeof data === 'object' && data !== null && (data as { error?: unknown }).error === 'invalid_scope'
}

/**
 * Signs a user the admin scope was refused to in as an agent, for their leads only: a session
 * with the visitor's scopes, kept only when the leads API lets it read (a user who is one of the
 * site's agents); anyone else's is revoked at once. Null: not an agent (or the server is away).
 *
 * @example
 * const tokens = await agentSignIn(session.authClient, config.api_base_url, { email, password })
 * if (tokens) session.signIn(tokens)
 */
export async function agentSignIn(
  authClient: Pick<AuthClient, 'passwordGrant' | 'revoke'>,
  apiBaseUrl: string,
  values: { email: string; password: string },
  fetchFn: (input: string, init: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): Promise<TokenResponse | null> {
  const granted = await authClient.passwordGrant(values)
  if (!granted.ok) return null
  const tokens = granted.data
  try {
    const probe = await fetchFn(`${apiBaseUrl}${API_PREFIX}/leads?page%5Bsize%5D=1`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/vnd.api+json' },
    })
    if (probe.ok) return tokens
  } catch {
    // The check failed: sign nobody in.
  }
  await authClient.revoke(tokens.access_token)
  return null
}
