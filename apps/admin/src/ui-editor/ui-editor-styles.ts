// The `ui` layout's rules (UiEditorLayout and its pages), rendered with it through @idx/ui's Style.
// The editors' own rules (the 450px sidebar, the buttons) are @idx/admin-editor's.
export const UI_EDITOR_CSS = `
.ui-editor { box-sizing: border-box; max-width: 100%; padding: 1rem 1.25rem 2rem; background: #fff; min-height: calc(100vh - 3.5rem); }
.ui-editor__header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1.5rem; padding-bottom: 0.75rem; margin-bottom: 1rem; border-bottom: 1px solid #d5d9de; }
.ui-editor__market { margin: 0; font-size: 1.5rem; line-height: 1.25; overflow-wrap: anywhere; }
.ui-editor__market a { color: inherit; text-decoration: none; }
.ui-editor__market a:hover { text-decoration: underline; }
.ui-editor__market a:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.ui-editor__header[data-error='true'] .ui-editor__market { color: #b3261e; }
.ui-editor__error { flex-basis: 100%; order: 3; margin: 0; color: #b3261e; font-weight: 600; overflow-wrap: anywhere; }
.ui-editor__tabs { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
.ui-editor__tabs a { padding: 0.35rem 0.75rem; border-radius: 999px; color: var(--idx-accent, #0b57d0); font-weight: 600; text-decoration: none; }
.ui-editor__tabs a.active { color: #fff; background: var(--idx-accent, #0b57d0); }
.ui-editor__tabs a:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.ui-editor__body { min-width: 0; }
.ui-markets { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; max-width: 40rem; }
.ui-markets a { display: block; padding: 0.75rem 1rem; border: 1px solid #d5d9de; border-radius: 0.5rem; color: #1f2328; text-decoration: none; }
.ui-markets a:hover { border-color: var(--idx-accent, #0b57d0); }
.ui-markets a:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.ui-markets strong { color: var(--idx-accent, #0b57d0); }
.ui-markets__meta { display: block; color: #4a4f55; font-size: 0.875rem; }
.ui-index p { max-width: 40rem; }
@media not all and (min-width: 32rem) { .ui-editor { padding: 0.75rem; } }
`
