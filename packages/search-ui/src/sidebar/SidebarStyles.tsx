import { Style } from '../shared/Style'
import { SIDEBAR_CSS } from './sidebarCss'

/** The sidebar widgets' stylesheet (hoisted into <head> once by React). */
export function SidebarStyles() {
  return <Style id="idx-sidebar" css={SIDEBAR_CSS} />
}
