import { FormStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { AUTH_CSS } from './auth-css.js'

/** The sign-in and account widgets' stylesheets (hoisted into <head> once by React): the kit's form sheets first. */
export function AuthStyles() {
  return (
    <>
      <FormStyles />
      <Style id="idx-auth" css={AUTH_CSS} />
    </>
  )
}
