import { Style } from '../theme/Style.js'
import { AUTH_CSS } from './auth-css.js'
import { FormStyles } from './FormStyles.js'

/**
 * The sign-in and account widgets' stylesheets (hoisted into <head> once by React): the form
 * sheets first. Rendered by @idx/account-ui's widgets and by the contact forms that reuse the
 * `idx-auth` classes (@idx/search-ui's inquiry widgets).
 */
export function AuthStyles() {
  return (
    <>
      <FormStyles />
      <Style id="idx-auth" css={AUTH_CSS} />
    </>
  )
}
