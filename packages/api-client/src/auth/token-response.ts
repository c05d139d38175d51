import { apiFailure, type ApiResult } from '../http/api-result.js'
import { ACCESS_TOKEN_MISSING_MESSAGE } from './messages.js'

/** The success answer of `POST /oauth/token` (every grant) and `GET /oauth/okta/token`. */
export interface TokenResponse {
  readonly success: true
  readonly error: null
  readonly access_token: string
  readonly token_type: 'Bearer'
  /** Seconds the access token lives (3600). */
  readonly expires_in: number
  readonly refresh_token: string
  /** Space-separated: `read write`, plus `admin` for admins who asked for it. */
  readonly scope: string
  /** Seconds since the epoch, the server's clock. */
  readonly created_at: number
}

/** The OAuth error answer of the token endpoints (400/401). */
export interface TokenErrorResponse {
  readonly success: false
  readonly error: 'invalid_grant' | 'invalid_client' | 'invalid_scope' | 'invalid_request' | 'unsupported_grant_type'
  readonly error_description?: string
}

/**
 * A 2xx token answer without an access token cannot sign anyone in: it becomes a
 * `PARSING_ERROR` whose `error` is the spec's text, so callers see one failure shape.
 */
export function requireAccessToken(result: ApiResult<unknown>): ApiResult<TokenResponse> {
  if (!result.ok) return result
  const data = result.data as { access_token?: unknown } | null
  if (typeof data?.access_token === 'string' && data.access_token !== '') {
    return result as ApiResult<TokenResponse>
  }
  return apiFailure({
    status: 'PARSING_ERROR',
    originalStatus: result.status,
    data: JSON.stringify(result.data),
    error: ACCESS_TOKEN_MISSING_MESSAGE,
  })
}
