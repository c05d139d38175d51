import { Style } from './Style.js'
import { SHARED_CSS } from './theme.js'

/**
 * The sheet behind the shared classes (`VISUALLY_HIDDEN_CLASS`). Every widget that uses one
 * renders this; React hoists it into `<head>` once, in the kit's precedence (`idx-ui`).
 */
export function SharedStyles() {
  return <Style id="idx-shared" css={SHARED_CSS} />
}
