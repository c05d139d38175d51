export type AccessToken = string | null | undefined

/** Returns the bearer token for the next request; sync or async, read on every request. */
export type TokenGetter = () => AccessToken | Promise<AccessToken>

export interface TokenGetterOptions {
  /** The signed-in user's access token, or nothing when the visitor is anonymous. */
  readonly getUserToken: TokenGetter
  /** The site's API token (site configuration `api_token`), used for anonymous visitors. */
  readonly siteToken: string
}

/**
 * A token getter that sends the user's access token when there is one, else the site token.
 * A blank user token counts as none. Stays synchronous when `getUserToken` is.
 *
 * @example
 * const getToken = createTokenGetter({ getUserToken: () => session.accessToken, siteToken: config.apiToken })
 * getToken() // session.accessToken, or config.apiToken when signed out
 */
export function createTokenGetter({ getUserToken, siteToken }: TokenGetterOptions): TokenGetter {
  if (typeof siteToken !== 'string' || siteToken.trim() === '') {
    throw new TypeError('createTokenGetter needs siteToken: pass the site configuration api_token (it is blank).')
  }
  const pick = (userToken: AccessToken): string =>
    typeof userToken === 'string' && userToken.trim() !== '' ? userToken : siteToken
  return function getToken() {
    const userToken = getUserToken()
    return userToken instanceof Promise ? userToken.then(pick) : pick(userToken)
  }
}
