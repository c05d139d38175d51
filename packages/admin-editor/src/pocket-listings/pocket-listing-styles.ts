// The pocket-listing wizard's rules, rendered with it through @idx/ui's Style. One column on a
// phone; the fields in two or three columns where there is room, never wider than the window.
export const POCKET_LISTING_WIZARD_CSS = `
.idx-plw { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; max-width: 60rem; min-width: 0; box-sizing: border-box; }
.idx-plw *, .idx-plw *::before, .idx-plw *::after { box-sizing: border-box; }
.idx-plw form { display: grid; gap: 1rem; min-width: 0; }
.idx-plw__steps { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; counter-reset: idx-plw-step; flex-wrap: wrap; }
.idx-plw__steps li { flex: 1 1 0; min-width: 0; }
.idx-plw__step { display: flex; align-items: center; gap: 0.5rem; width: 100%; font: inherit; text-align: left; padding: 0.5rem 0.625rem; border: 0; border-bottom: 3px solid #d5d9de; background: none; color: #4a4f55; cursor: pointer; }
.idx-plw__step-number { display: inline-flex; align-items: center; justify-content: center; inline-size: 1.75rem; block-size: 1.75rem; border-radius: 999px; background: #e8eaed; font-weight: 700; flex: none; }
.idx-plw__step[aria-current='step'] { border-bottom-color: var(--idx-color-primary, #1a56db); color: #111; font-weight: 700; }
.idx-plw__step[aria-current='step'] .idx-plw__step-number { background: var(--idx-color-primary, #1a56db); color: #fff; }
.idx-plw__step[data-done='true'] .idx-plw__step-number { background: #d7e8d9; color: #1d5a2a; }
.idx-plw__section { border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem 1rem 1rem; margin: 0; min-width: 0; }
.idx-plw__section > legend { font-weight: 700; font-size: 1.0625rem; padding: 0 0.25rem; }
.idx-plw__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); gap: 0 1rem; }
.idx-plw__field { display: grid; gap: 0.25rem; margin-top: 0.75rem; min-width: 0; align-content: start; }
.idx-plw__field--wide { grid-column: 1 / -1; }
.idx-plw__field > label, .idx-plw__label { font-weight: 600; }
.idx-plw__required { color: #b3261e; margin-left: 0.125rem; }
.idx-plw__field input[type='text'], .idx-plw__field textarea, .idx-plw__field select, .idx-plw__combo input {
  font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8a9199; border-radius: 0.375rem; min-width: 0; width: 100%; background: #fff; color: inherit;
}
.idx-plw__field textarea { min-height: 8rem; resize: vertical; }
.idx-plw__field :disabled, .idx-plw__combo input:read-only { background: #f1f3f4; color: #4a4f55; }
/* Above the fields' own border (its selector is the more specific one). */
.idx-plw [aria-invalid='true'], .idx-plw .idx-plw__field [aria-invalid='true'] { border-color: #b3261e; }
.idx-plw__hint { margin: 0; color: #4a4f55; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-plw__error { margin: 0; color: #b3261e; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-plw__check { display: flex; gap: 0.5rem; align-items: center; margin-top: 0.75rem; font-weight: 600; }
.idx-plw__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
.idx-plw__server-errors { border: 1px solid #b3261e; background: #fdecea; color: #8c1d18; border-radius: 0.5rem; padding: 0.75rem 1rem; }
.idx-plw__server-errors ul { margin: 0; padding-left: 1.25rem; }
.idx-plw__bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; position: sticky; bottom: 0; padding: 0.75rem 0; background: #fff; border-top: 1px solid #d5d9de; z-index: 1000; }
.idx-plw__bar-end { margin-left: auto; display: flex; gap: 0.5rem; flex-wrap: wrap; }
.idx-plw__button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; min-block-size: 2.75rem; border-radius: 0.375rem; border: 1px solid #8a9199; background: #fff; color: #111; cursor: pointer; }
.idx-plw__button:disabled { opacity: 0.6; cursor: default; }
.idx-plw__button--primary { background: var(--idx-color-primary, #1a56db); border-color: var(--idx-color-primary, #1a56db); color: #fff; }
.idx-plw__button--danger { color: #b3261e; border-color: #b3261e; }
.idx-plw__button--danger-solid { background: #b3261e; border-color: #b3261e; color: #fff; }
.idx-plw__chips { display: flex; flex-wrap: wrap; gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
.idx-plw__chip { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.125rem 0.25rem 0.125rem 0.625rem; border-radius: 999px; background: #e8f0fe; color: #0b3c8c; font-weight: 600; max-width: 100%; }
.idx-plw__chip span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.idx-plw__chip button { font: inherit; border: 0; background: none; color: inherit; cursor: pointer; inline-size: 1.75rem; block-size: 1.75rem; border-radius: 999px; }
.idx-plw__chip button:hover { background: #d2e3fc; }
.idx-plw__combo { position: relative; min-width: 0; }
.idx-plw__listbox { position: absolute; z-index: 1100; left: 0; right: 0; top: 100%; margin: 0.25rem 0 0; padding: 0.25rem 0; list-style: none; background: #fff; border: 1px solid #8a9199; border-radius: 0.375rem; box-shadow: 0 6px 20px rgb(0 0 0 / 0.15); max-height: 16rem; overflow-y: auto; }
.idx-plw__option { display: flex; align-items: center; gap: 0.5rem; padding: 0.5rem 0.75rem; cursor: pointer; }
.idx-plw__option[data-active='true'] { background: #e8f0fe; }
.idx-plw__option-check { inline-size: 1rem; flex: none; color: var(--idx-color-primary, #1a56db); font-weight: 700; }
.idx-plw__map-row { display: grid; gap: 0.5rem; margin-top: 0.75rem; }
.idx-plw__map { height: 18rem; width: 100%; border-radius: 0.5rem; overflow: hidden; border: 1px solid #d5d9de; }
.idx-plw__map-loading { display: flex; align-items: center; justify-content: center; height: 100%; background: #f0f4f8; color: #4a4f55; margin: 0; }
.idx-plw__map-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.idx-plw__dialog { max-width: min(28rem, calc(100vw - 2rem)); border: 0; border-radius: 0.5rem; padding: 1.25rem; box-shadow: 0 8px 32px rgb(0 0 0 / 0.25); }
.idx-plw__dialog h2 { margin: 0 0 1rem; font-size: 1.125rem; }
.idx-plw__dialog-actions { display: flex; gap: 0.5rem; justify-content: flex-end; flex-wrap: wrap; }
@media (max-width: 600px) {
  .idx-plw__step { flex-direction: column; align-items: flex-start; gap: 0.25rem; padding: 0.375rem 0.25rem; font-size: 0.875rem; }
  .idx-plw__section { padding: 0.5rem 0.75rem 0.75rem; }
  .idx-plw__map { height: 14rem; }
  .idx-plw__bar-end { margin-left: 0; width: 100%; }
  .idx-plw__bar-end .idx-plw__button { flex: 1 1 0; }
}
`
