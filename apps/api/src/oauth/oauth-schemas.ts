// Response schemas shared by the routes that answer OAuth-style JSON (/oauth/token, /oauth/okta/token).

/** `{success: false, error, error_description}`: every OAuth error answer. */
export const oauthErrorSchema = (description: string) => ({
  description,
  type: 'object',
  required: ['success', 'error', 'error_description'],
  properties: {
    success: { type: 'boolean', const: false },
    error: { type: 'string' },
    error_description: { type: 'string' },
  },
})

/** The token answer: what the client stores as its session. */
export const tokenAnswerSchema = {
  description: 'A new session: an access token (1 hour) and a single-use refresh token',
  type: 'object',
  required: ['success', 'error', 'access_token', 'token_type', 'expires_in', 'refresh_token', 'scope', 'created_at'],
  properties: {
    success: { type: 'boolean', const: true },
    error: { type: 'null' },
    access_token: { type: 'string' },
    token_type: { type: 'string', const: 'Bearer' },
    expires_in: { type: 'integer' },
    refresh_token: { type: 'string' },
    scope: { type: 'string' },
    created_at: { type: 'integer', description: 'Unix seconds' },
  },
}
