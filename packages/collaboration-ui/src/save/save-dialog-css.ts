import { THEME } from '@idx/ui'

/**
 * The save dialog's own rules (the home it saves, the collections already holding it), beside the
 * package's stylesheet: only a page that opens the dialog loads them.
 */
export const SAVE_DIALOG_CSS = `
/* The save dialog: wide enough for the home's photo and address beside it, never wider than a phone. */
.idx-collab__dialog--save { box-sizing: border-box; width: min(480px, calc(100vw - 24px)); }
.idx-collab__home { display: flex; gap: 12px; align-items: center; margin: 8px 0 4px; padding: 8px; border: 1px solid ${THEME.border};
  border-radius: ${THEME.radius}; background: ${THEME.subtle}; }
.idx-collab__home-photo { display: block; flex: none; width: 120px; height: 75px; object-fit: cover; border-radius: 4px; background: ${THEME.border}; }
.idx-collab__home-address { margin: 0; min-width: 0; overflow-wrap: anywhere; line-height: 1.35; }
.idx-collab__home-address > strong, .idx-collab__home-subtitle { display: block; }
.idx-collab__home-subtitle { color: ${THEME.muted}; font-size: 0.875rem; }
.idx-collab__saved { display: inline-flex; align-items: center; gap: 4px; flex: none; color: ${THEME.saved}; font-size: 0.8rem; font-weight: 600; }
.idx-collab__heart { width: 1em; height: 1em; }
@media (max-width: 360px) { .idx-collab__home-photo { width: 88px; height: 55px; } }
`
