/**
 * Colours and focus ring every widget uses. Each is a CSS custom property that a host may set
 * (e.g. `--idx-accent` on `body` for its brand); the fallbacks pass WCAG AA contrast on white.
 */
export const THEME = {
  text: 'var(--idx-text, #1f2328)',
  muted: 'var(--idx-muted, #57606a)',
  border: 'var(--idx-border, #d0d7de)',
  surface: 'var(--idx-surface, #ffffff)',
  subtle: 'var(--idx-subtle, #f6f8fa)',
  accent: 'var(--idx-accent, #0b5cad)',
  accentText: 'var(--idx-accent-text, #ffffff)',
  /** A saved home's heart and 'Saved' (cards, map markers, the detail). */
  saved: 'var(--idx-saved, #c2185b)',
  /** The corners of cards, buttons, inputs and dialogs (a brand's `radius`). */
  radius: 'var(--idx-radius, 8px)',
  /** A listing card's shadow (a brand's `card_shadow`: none, soft or strong). */
  cardShadow: 'var(--idx-card-shadow, none)',
  font: 'var(--idx-font, inherit)',
} as const

/** The focus ring shared by every control (visible on keyboard focus only). */
export const FOCUS_RING = `outline: 2px solid ${THEME.accent}; outline-offset: 2px;`

/** Hides content visually but keeps it for screen readers (the usual clip pattern). */
export const VISUALLY_HIDDEN_CLASS = 'idx-visually-hidden'

/** The rules behind the shared classes (`VISUALLY_HIDDEN_CLASS`); render with `<Style id="idx-shared">`. */
export const SHARED_CSS = `
.${VISUALLY_HIDDEN_CLASS} {
  position: absolute !important; width: 1px !important; height: 1px !important; padding: 0 !important;
  margin: -1px !important; overflow: hidden !important; clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important; border: 0 !important;
}
`
