import { Style } from '../shared/Style'
import { SHARED_CSS } from '../shared/styles'
import { AUTH_CSS } from './authCss'

/** The sign-in and account widgets' stylesheets (hoisted into <head> once by React). */
export function AuthStyles() {
  return (
    <>
      <Style id="idx-shared" css={SHARED_CSS} />
      <Style id="idx-auth" css={AUTH_CSS} />
    </>
  )
}
