// The theme and the responsive rules are the kit's; re-exported so the widgets' imports stay where they were.
export { FOCUS_RING, SMALL_SCREEN_QUERY, THEME, VISUALLY_HIDDEN_CLASS } from '@idx/ui'
export type { ResponsiveLayout } from '@idx/ui'
