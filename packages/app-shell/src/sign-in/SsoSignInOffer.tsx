import { createOAuthState } from '@idx/api-client'
import type { Site, SiteSso } from '@idx/domain'
import { AuthStyles } from '@idx/ui'
import { useNavigate } from 'react-router'

/**
 * The site's single sign-on provider when the sign-in screens offer it: the site's `sso_login`
 * switch is on and the site has a provider; else `null`.
 *
 * @example
 * offeredSso({ features: { sso_login: true }, sso }) // sso
 * offeredSso({ features: { sso_login: false }, sso }) // null
 */
export function offeredSso(site: Pick<Site, 'features' | 'sso'> | null | undefined): SiteSso | null {
  return site?.features?.sso_login === true && site.sso ? site.sso : null
}

/** The sso/sign_in route's query for `sso`, back to this origin's `/app/sso/sign_in`. */
export function ssoSignInSearch(
  sso: Pick<SiteSso, 'idp' | 'client_id' | 'authorize_url'>,
  origin: string,
  state: string,
): string {
  return new URLSearchParams({
    idp: sso.idp,
    client_id: sso.client_id,
    authorize_url: sso.authorize_url,
    idx_url: `${origin}/app/sso/sign_in`,
    state,
  }).toString()
}

/**
 * 'Sign in with {provider}' under the sign-in form, on a site whose `sso_login` is on: goes to
 * sso/sign_in, which sends the visitor to the site's identity provider.
 */
export function SsoSignInOffer({ sso }: { sso: SiteSso }) {
  const navigate = useNavigate()
  return (
    <div className="idx-auth idx-auth__section sso-sign-in">
      <AuthStyles />
      <button
        type="button"
        className="idx-auth__button idx-auth__button--secondary"
        onClick={() =>
          void navigate(`/sso/sign_in?${ssoSignInSearch(sso, window.location.origin, createOAuthState())}`)
        }
      >
        Sign in with {sso.idp}
      </button>
    </div>
  )
}
