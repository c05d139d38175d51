import { FOCUS_RING, THEME } from '@idx/ui'

/** The package's one stylesheet (every widget renders it; React keeps one copy in `<head>`). */
export const COLLAB_CSS = `
.idx-collab { font-family: ${THEME.font}; color: ${THEME.text}; box-sizing: border-box; max-width: 100%; }
.idx-collab *, .idx-collab *::before, .idx-collab *::after { box-sizing: inherit; }
.idx-collab :focus-visible { ${FOCUS_RING} }
.idx-collab__title { margin: 0 0 4px; font-size: 1.25rem; overflow-wrap: anywhere; }
.idx-collab__muted { color: ${THEME.muted}; margin: 0; overflow-wrap: anywhere; }
.idx-collab__list { list-style: none; margin: 0; padding: 0; }
.idx-collab__row { display: flex; align-items: center; gap: 12px; padding: 8px 0; border-bottom: 1px solid ${THEME.border}; min-width: 0; }
.idx-collab__grow { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.idx-collab__button, .idx-collab .idx-auth__button { font: inherit; padding: 8px 14px; border-radius: ${THEME.radius}; border: 1px solid ${THEME.accent};
  background: ${THEME.accent}; color: ${THEME.accentText}; cursor: pointer; min-height: 40px; }
.idx-collab__button--quiet { background: ${THEME.surface}; color: ${THEME.accent}; }
.idx-collab__button[aria-disabled='true'], .idx-collab .idx-auth__button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.idx-collab__icon-button { font: inherit; background: none; border: 1px solid transparent; border-radius: ${THEME.radius};
  color: ${THEME.accent}; cursor: pointer; min-width: 40px; min-height: 40px; }
.idx-collab__input { font: inherit; width: 100%; padding: 8px 10px; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; }
.idx-collab__label { display: block; font-weight: 600; margin: 8px 0 4px; }
.idx-collab__error { color: #b42318; margin: 4px 0; }
.idx-collab__actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 12px; }
/* A class's display must not show what the hidden attribute hides (a closed menu, a listbox). */
.idx-collab [hidden] { display: none !important; }
.idx-collab__badge { display: inline-block; min-width: 22px; padding: 2px 6px; border-radius: 11px; background: ${THEME.accent};
  color: ${THEME.accentText}; font-size: 0.8rem; text-align: center; }
.idx-collab__tag { font-size: 0.8rem; font-weight: 600; color: ${THEME.muted}; text-transform: uppercase; }
.idx-collab__dialog { border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; padding: 20px; max-width: min(520px, calc(100vw - 24px)); }
.idx-collab__dialog::backdrop { background: rgb(0 0 0 / 0.4); }
.idx-collab__tabs { display: flex; gap: 4px; border-bottom: 1px solid ${THEME.border}; margin-bottom: 8px; }
.idx-collab__tab { font: inherit; background: none; border: none; border-bottom: 3px solid transparent; padding: 8px 12px; cursor: pointer; color: ${THEME.text}; }
.idx-collab__tab[aria-selected='true'] { border-bottom-color: ${THEME.accent}; font-weight: 600; }
.idx-collab__spinner { display: inline-block; width: 16px; height: 16px; border: 2px solid ${THEME.border};
  border-top-color: ${THEME.accent}; border-radius: 50%; animation: idx-collab-spin 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .idx-collab__spinner { animation: none; } }
@keyframes idx-collab-spin { to { transform: rotate(360deg); } }
.idx-collab__thread { display: flex; flex-direction: column; max-height: 480px; min-height: 160px; }
.idx-collab__messages { flex: 1 1 auto; overflow-y: auto; padding: 8px 0; }
.idx-collab__comment { display: flex; gap: 8px; padding: 8px 0; align-items: flex-start; }
.idx-collab__comment-body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
/* The name's line with the author's ⋯ at its end; the menu's Edit / Delete go under the message. */
.idx-collab__comment-head { display: flex; align-items: center; gap: 8px; }
.idx-collab__comment-who { flex: 1 1 auto; min-width: 0; margin: 0; overflow-wrap: anywhere; }
.idx-collab__comment-head > .idx-collab__icon-button { flex: none; }
.idx-collab__comment-actions { margin-top: 4px; }
.idx-collab__listbox { list-style: none; margin: 4px 0 0; padding: 4px 0; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius};
  max-height: 220px; overflow-y: auto; background: ${THEME.surface}; }
.idx-collab__option { padding: 6px 10px; cursor: pointer; overflow-wrap: anywhere; }
.idx-collab__option[aria-selected='true'] { background: ${THEME.subtle}; outline: 2px solid ${THEME.accent}; outline-offset: -2px; }
.idx-collab__card { display: flex; gap: 8px; align-items: center; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; box-shadow: ${THEME.cardShadow};
  padding: 6px; margin: 4px 0; max-width: 320px; }
.idx-collab__card img { width: 56px; height: 42px; object-fit: cover; border-radius: 4px; flex: none; }
.idx-collab__alert { border: 1px solid #b54708; background: #fffaeb; border-radius: ${THEME.radius}; padding: 8px 12px; margin: 8px 0; }
.idx-collab__summary { margin: 8px 0; padding: 8px 12px; background: ${THEME.subtle}; border-radius: ${THEME.radius}; }
.idx-collab__summary-row { display: flex; gap: 12px; padding: 2px 0; }
.idx-collab__summary-row dt { flex: 0 0 8.5em; font-weight: 600; }
.idx-collab__summary-row dd { margin: 0; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.idx-collab__switch { display: flex; align-items: center; gap: 8px; min-height: 40px; }
.idx-collab__grid { border-collapse: collapse; width: 100%; }
.idx-collab__grid th, .idx-collab__grid td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${THEME.border}; }
`
