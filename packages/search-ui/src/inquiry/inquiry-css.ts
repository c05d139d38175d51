import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME } from '../shared/styles.js'

/** The same error red as the sign-in forms: 6.6:1 on white (WCAG AA). */
const ERROR = 'var(--idx-error, #b42318)'
/** Success text: 5.1:1 on white (WCAG AA). */
const SUCCESS = 'var(--idx-success, #1a7f37)'

/** The stylesheet of the inquiry and agent widgets (on top of the sign-in forms' `idx-auth` rules). */
export const INQUIRY_CSS = `
.idx-inquiry { overflow-wrap: anywhere; }
.idx-inquiry textarea { font: inherit; color: inherit; }
.idx-inquiry__textarea { resize: vertical; min-height: 5.5rem; }
.idx-inquiry :is(textarea, input[type='checkbox'], [role='option']):focus-visible { ${FOCUS_RING} }
.idx-inquiry__about { margin: 0 0 0.75rem; color: ${THEME.muted}; }
.idx-inquiry__about strong { color: ${THEME.text}; }
.idx-inquiry__check { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.5rem; align-items: start; }
.idx-inquiry__check input { width: 1.25rem; height: 1.25rem; margin: 0.1rem 0 0; accent-color: ${THEME.accent}; }
.idx-inquiry__check-error { grid-column: 2; }
.idx-inquiry__consent { margin: 0; color: ${THEME.muted}; font-size: 0.8125rem; }
.idx-inquiry__alert { padding: 0.5rem 0.75rem; border: 1px solid ${ERROR}; border-radius: ${THEME.radius}; color: ${ERROR}; }
.idx-inquiry__alert:empty { padding: 0; border: 0; }
.idx-inquiry__alert p { margin: 0; }
.idx-inquiry__alert-title { font-weight: 600; }
.idx-inquiry__sent { margin: 0; color: ${SUCCESS}; font-weight: 600; }
.idx-inquiry__sent:focus { outline: none; }
.idx-inquiry__sent:focus-visible { ${FOCUS_RING} }
.idx-inquiry__question { margin: 0; padding: 0; border: 0; display: grid; gap: 0.5rem; }
.idx-inquiry__question legend { padding: 0; font-weight: 600; }
.idx-inquiry__answers { display: flex; gap: 1rem; }
.idx-inquiry__answers label { display: inline-flex; gap: 0.375rem; align-items: center; min-height: 2.25rem; }
.idx-inquiry__agent-note { margin: 0; color: ${THEME.muted}; }

.idx-agent-picker { display: grid; gap: 0.25rem; position: relative; }
.idx-agent-picker .idx-auth__label { margin: 0; }
.idx-agent-picker__list {
  margin: 0; padding: 0.25rem 0; list-style: none; max-height: 16rem; overflow-y: auto;
  border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; background: ${THEME.surface};
}
.idx-agent-picker__option { display: flex; gap: 0.5rem; align-items: center; padding: 0.375rem 0.75rem; cursor: pointer; }
.idx-agent-picker__option[aria-selected='true'] { background: ${THEME.subtle}; outline: 2px solid ${THEME.accent}; outline-offset: -2px; }
.idx-agent-picker__name { display: grid; min-width: 0; font-weight: 600; }
.idx-agent-picker__broker { color: ${THEME.muted}; font-weight: 400; }
.idx-agent-picker__status { margin: 0; color: ${THEME.muted}; min-height: 1.25rem; }
.idx-agent-picker__chosen { display: flex; gap: 0.5rem; align-items: center; min-width: 0; }
.idx-agent-picker__chosen .idx-agent-picker__name { flex: 1; }
.idx-agent-thumb { flex: none; border-radius: 50%; object-fit: cover; }
.idx-agent-thumb--letters {
  display: inline-flex; align-items: center; justify-content: center; background: ${THEME.accent};
  color: ${THEME.accentText}; font-weight: 600;
}

.idx-inquiry-modal {
  box-sizing: border-box; width: min(32rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); padding: 1.25rem; border: 0;
  border-radius: ${THEME.radius}; background: ${THEME.surface}; color: ${THEME.text}; overflow-y: auto;
}
.idx-inquiry-modal::backdrop { background: rgb(0 0 0 / 0.45); }
/* The form fills the dialog, and × sits in the dialog's top right corner (the open modal is fixed,
   so it is the button's containing block); the title keeps clear of it. */
.idx-inquiry-modal .idx-auth { max-width: none; }
.idx-inquiry-modal__header { display: flex; gap: 0.5rem; align-items: start; justify-content: space-between; }
.idx-inquiry-modal__header > .idx-inquiry-modal__close { position: absolute; top: 0.25rem; right: 0.25rem; }
.idx-inquiry-modal__header > .idx-auth__title { margin-right: 2rem; }
.idx-inquiry-modal__close {
  flex: none; min-width: 2.75rem; min-height: 2.75rem; border: 0; background: none; font-size: 1.5rem; cursor: pointer;
  color: ${THEME.text};
}
.idx-inquiry-modal__close:focus-visible { ${FOCUS_RING} }

.idx-work-with-agent { display: grid; gap: 0.75rem; justify-items: start; }
.idx-work-with-agent__agent { display: flex; gap: 0.75rem; align-items: center; min-width: 0; }
.idx-work-with-agent__broker { margin: 0; color: ${THEME.muted}; }
.idx-support-launcher {
  position: fixed; right: 1rem; bottom: 1rem; z-index: var(--idx-chat-z-index, 1000);
  display: grid; justify-items: end; gap: 0.5rem; max-width: calc(100vw - 2rem); font-family: ${THEME.font};
}
.idx-support-launcher__panel {
  position: relative; box-sizing: border-box; width: min(22rem, calc(100vw - 2rem)); max-height: calc(100vh - 6rem);
  overflow-y: auto; padding: 1rem; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius};
  background: ${THEME.surface}; color: ${THEME.text}; box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 0.25);
}
.idx-support-launcher__panel[hidden] { display: none; }
.idx-support-launcher__panel .idx-support-chat > :is(h1, h2, h3, h4, h5, h6) { margin-right: 2.5rem; }
.idx-support-launcher__close { position: absolute; top: 0.25rem; right: 0.25rem; }
.idx-support-launcher__button {
  min-height: 2.75rem; padding: 0 1.25rem; border: 0; border-radius: 999px; background: ${THEME.accent};
  color: ${THEME.accentText}; font: inherit; font-weight: 600; cursor: pointer; box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25);
}
.idx-support-launcher__button:focus-visible { ${FOCUS_RING} }
.idx-support-launcher__button { display: inline-flex; align-items: center; gap: 0.5rem; }
.idx-support-launcher__icon { display: none; flex: none; width: 1.25rem; height: 1.25rem; fill: currentColor; }
/* Inline: in the host's layout (beside its header), covering nothing; the panel drops below the button. */
.idx-support-launcher[data-placement='inline'] { position: relative; right: auto; bottom: auto; display: block; flex: none; max-width: none; }
.idx-support-launcher[data-placement='inline'] .idx-support-launcher__panel { position: absolute; top: calc(100% + 0.5rem); right: 0; }
.idx-support-launcher[data-placement='inline'] .idx-support-launcher__button { box-shadow: none; }
.idx-support-launcher[data-placement='inline'] .idx-support-launcher__icon { display: block; }
@media ${SMALL_SCREEN_QUERY} {
  .idx-support-launcher[data-placement='inline'] .idx-support-launcher__button { justify-content: center; width: 2.75rem; padding: 0; }
  .idx-support-launcher[data-placement='inline'] .idx-support-launcher__label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
}
`
