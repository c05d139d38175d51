import { Style } from '../shared/Style.js'
import { SIDEBAR_CSS } from './sidebar-css.js'

/** The sidebar widgets' stylesheet (hoisted into <head> once by React). */
export function SidebarStyles() {
  return <Style id="idx-sidebar" css={SIDEBAR_CSS} />
}
