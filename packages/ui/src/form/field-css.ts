import { THEME } from '../theme/theme.js'

/** Error text: #b42318 on white is 6.6:1 (WCAG AA), the search form's error colour. */
export const ERROR_COLOUR = 'var(--idx-error, #b42318)'

/**
 * The text field's and form shell's stylesheet. The class names are those the sign-in widgets
 * introduced (`idx-auth__…`); hosts and packages style around them, so they stay as they are.
 * The submit button's look (`idx-auth__button`) is the host's: its rules rank against each host's own.
 */
export const FIELD_CSS = `
.idx-auth__form { display: grid; gap: 0.75rem; }
.idx-auth__form[aria-busy='true'] { cursor: progress; }
.idx-auth__field { display: grid; gap: 0.25rem; }
.idx-auth__label { font-weight: 600; }
.idx-auth__input {
  width: 100%; min-height: 2.5rem; padding: 0.5rem 0.75rem; border: 1px solid ${THEME.border};
  border-radius: ${THEME.radius}; background: ${THEME.surface}; font-size: 1rem;
}
.idx-auth__input[aria-invalid='true'] { border-color: ${ERROR_COLOUR}; }
.idx-auth__field-error { margin: 0; color: ${ERROR_COLOUR}; }
.idx-auth__alert { margin: 0; padding: 0.5rem 0.75rem; border: 1px solid ${ERROR_COLOUR}; border-radius: ${THEME.radius}; color: ${ERROR_COLOUR}; }
.idx-auth__alert:empty { padding: 0; border: 0; }
.idx-auth__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`
