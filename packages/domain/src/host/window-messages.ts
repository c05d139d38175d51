/**
 * What a host app posts to the page embedding it (spec §4): the session ended, with the site's
 * client id and the identity provider's logout token (null when the parent's origin is unknown).
 */
export type ParentMessage = { type: 'logout-complete'; clientId: string; idpLogoutToken: string | null }

/** The `type` of the message the sign-in popup's callback page posts to its opener. */
export const OAUTH_CALLBACK_MESSAGE_TYPE = 'idx:oauth-callback'

/** The message the sign-in popup's callback page (/app/oauth/callback) posts to its opener. */
export type OAuthCallbackMessage = {
  type: typeof OAUTH_CALLBACK_MESSAGE_TYPE
  code: string | null
  state: string | null
  error: string | null
}
