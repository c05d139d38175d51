import { SHARED_CSS, Style as KitStyle } from '@idx/ui'
import { Style } from './Style.js'
import { COLLAB_CSS } from './collab-css.js'

/** The package's stylesheet and the kit's shared classes; every widget renders it at its root. */
export function CollabStyles() {
  return (
    <>
      <KitStyle id="idx-shared" css={SHARED_CSS} />
      <Style id="idx-collaboration-ui" css={COLLAB_CSS} />
    </>
  )
}
