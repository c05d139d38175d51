import { BREAKPOINT_MIN_WIDTH_EM } from '@idx/domain'

/**
 * Whether a responsive widget follows the viewport ('auto': the spec's small breakpoint, under
 * 30em) or is pinned to one layout, for hosts that place it in a narrow column (split view).
 */
export type ResponsiveLayout = 'auto' | 'wide' | 'compact'

/** The media query of small screens: under 30em (`BREAKPOINT_MIN_WIDTH_EM.medium`). */
export const SMALL_SCREEN_QUERY = `not all and (min-width: ${BREAKPOINT_MIN_WIDTH_EM.medium}em)`
