import { FOCUS_RING, THEME } from '../theme/theme.js'

// The form, field and alert rules are `TextField`'s and `FormShell`'s (field-css.ts).
/** Success text: #1a7f37 on white is 5.1:1 (WCAG AA). */
const SUCCESS = 'var(--idx-success, #1a7f37)'

/**
 * The stylesheet of the sign-in and account widgets (@idx/account-ui): panel, title, intro,
 * buttons, links. The kit holds it because the contact forms (@idx/search-ui's inquiry, callback
 * and support chat) reuse its classes.
 */
export const AUTH_CSS = `
.idx-auth { color: ${THEME.text}; font-family: ${THEME.font}; font-size: 0.875rem; max-width: 28rem; }
.idx-auth *, .idx-auth *::before, .idx-auth *::after { box-sizing: border-box; }
.idx-auth button, .idx-auth input { font: inherit; color: inherit; }
.idx-auth :is(a, button, input, [tabindex]):focus-visible { ${FOCUS_RING} }
.idx-auth__title { margin: 0 0 0.75rem; font-size: 1.25rem; line-height: 1.3; overflow-wrap: anywhere; }
.idx-auth__title:focus { outline: none; }
.idx-auth__title:focus-visible { ${FOCUS_RING} }
.idx-auth__intro { margin: 0 0 0.75rem; color: ${THEME.muted}; }
.idx-auth__status { margin: 0; color: ${SUCCESS}; font-weight: 600; }

.idx-auth__button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 1rem;
  border: 1px solid ${THEME.accent}; border-radius: ${THEME.radius}; background: ${THEME.accent};
  color: ${THEME.accentText}; font-weight: 600; cursor: pointer; text-decoration: none;
}
.idx-auth .idx-auth__button { color: ${THEME.accentText}; }
.idx-auth__button[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
.idx-auth__button--secondary, .idx-auth .idx-auth__button--secondary {
  border-color: ${THEME.border}; background: ${THEME.surface}; color: ${THEME.text};
}
.idx-auth__link {
  padding: 0; border: 0; background: none; color: ${THEME.accent}; font-weight: 600; cursor: pointer;
  text-decoration: underline; text-underline-offset: 2px;
}
.idx-auth__links { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; margin: 0; padding: 0; list-style: none; }
.idx-auth__links li { display: flex; align-items: center; min-height: 2.25rem; }
.idx-auth__agent { margin: 0.75rem 0 0; color: ${THEME.muted}; }
.idx-auth__section { padding: 1rem 0; border-top: 1px solid ${THEME.border}; }
.idx-auth__section-title { margin: 0 0 0.5rem; font-size: 1rem; }
.idx-auth__facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0 0 0.75rem; }
.idx-auth__facts dt { color: ${THEME.muted}; }
.idx-auth__facts dd { margin: 0; overflow-wrap: anywhere; }
`
