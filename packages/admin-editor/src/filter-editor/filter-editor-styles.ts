// The filter editors' rules (FilterDocumentEditor, FilterPreview, VersionHistory), rendered with
// them through @idx/ui's Style.
export const FILTER_EDITOR_CSS = `
.idx-fde { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.idx-fde__title { margin: 0; font-size: 1.125rem; line-height: 1.35; overflow-wrap: anywhere; }
.idx-fde__title[data-error='true'] { color: #b3261e; font-size: 1rem; }
.idx-fde__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.idx-fde__button {
  min-height: 2.5rem; padding: 0.4rem 1rem; border: 1px solid var(--idx-accent, #0b57d0); border-radius: 0.375rem; font: inherit;
  font-weight: 600; color: var(--idx-accent, #0b57d0); background: #fff; cursor: pointer;
}
.idx-fde__button--primary { color: #fff; background: var(--idx-accent, #0b57d0); }
.idx-fde__button--quiet { border-color: #8a9199; color: #1f2328; }
.idx-fde__button--danger { border-color: #b3261e; color: #fff; background: #b3261e; }
.idx-fde__button:disabled { cursor: progress; opacity: 0.6; }
.idx-fde__button:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.idx-fde__status { margin: 0; padding: 0.5rem 0.75rem; border-radius: 0.375rem; background: #e6f4ea; color: #0d652d; }
.idx-fde__status p { margin: 0 0 0.5rem; }
.idx-fde__status[data-status='failed'], .idx-fde__status[data-status='conflict'] { background: #fce8e6; color: #8c1d18; }
.idx-fde__query {
  margin: 0; max-height: 16rem; overflow: auto; padding: 0.75rem; border-radius: 0.375rem; background: #f4f6f8;
  font-size: 0.8125rem; white-space: pre-wrap; overflow-wrap: anywhere;
}
.idx-fde .idx-code-editor { border: 1px solid #d5d9de; border-radius: 0.375rem; overflow: hidden; }
.idx-fde .idx-code-editor .cm-editor { height: 100%; }
.idx-fde__hint { margin: 0 0 1rem; color: #4a4f55; }
.idx-filter-preview { margin-bottom: 1.5rem; }
.idx-filter-preview__bar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem; margin-bottom: 0.75rem; }
.idx-filter-preview__title { margin: 0; font-size: 1.125rem; }
.idx-filter-preview__count { margin: 0; font-weight: 600; }
.idx-filter-preview__count[data-state='error'] { color: #b3261e; }
.idx-filter-preview__signed-in { display: inline-flex; gap: 0.375rem; align-items: center; margin-left: auto; }
.idx-filter-preview .idx-filter-panel { max-width: 40rem; border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem; }
.idx-versions { border-top: 1px solid #d5d9de; padding-top: 1rem; }
.idx-versions__title { margin: 0 0 0.75rem; font-size: 1.125rem; }
.idx-versions__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.idx-versions__item { border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem; min-width: 0; }
.idx-versions__item[aria-current='true'] { border-color: var(--idx-accent, #0b57d0); box-shadow: inset 3px 0 0 var(--idx-accent, #0b57d0); }
.idx-versions__head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.idx-versions__current { font-size: 0.8125rem; font-weight: 700; color: var(--idx-accent, #0b57d0); }
.idx-versions__who { color: #4a4f55; font-size: 0.875rem; }
.idx-versions__changes { list-style: none; margin: 0.5rem 0; padding: 0; font-size: 0.875rem; display: grid; gap: 0.25rem; }
.idx-versions__changes code { overflow-wrap: anywhere; font-size: 0.8125rem; }
.idx-versions__changes del { color: #8c1d18; background: #fce8e6; text-decoration: line-through; }
.idx-versions__changes ins { color: #0d652d; background: #e6f4ea; text-decoration: none; }
.idx-versions__confirm { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-top: 0.5rem; }
.idx-versions__confirm p { margin: 0; flex-basis: 100%; }
.idx-versions__message { color: #4a4f55; }
.idx-versions__message[data-state='error'] { color: #b3261e; }
`
