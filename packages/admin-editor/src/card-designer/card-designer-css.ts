// The card designer's rules (ListingCardDesigner, CardBlockEditor), rendered with them through
// @idx/ui's Style; buttons reuse the filter editors' look (.idx-fde__button).
export const CARD_DESIGNER_CSS = `
.idx-cd { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.idx-cd__nav { display: flex; gap: 0.25rem; border-bottom: 1px solid #d5d9de; }
.idx-cd__nav a {
  padding: 0.5rem 0.875rem; border-bottom: 3px solid transparent; color: var(--idx-accent, #0b57d0); font-weight: 600; text-decoration: none;
}
.idx-cd__nav a[aria-current='page'] { border-bottom-color: var(--idx-accent, #0b57d0); color: #1f2328; }
.idx-cd__nav a:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.idx-cd__title { margin: 0; font-size: 1.125rem; }
.idx-cd__add { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.idx-cd__blocks { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.idx-cd__block { padding: 0.625rem 0.75rem; border: 1px solid #d5d9de; border-radius: 0.375rem; background: #fff; }
.idx-cd__block-head { display: flex; align-items: center; gap: 0.25rem; margin-bottom: 0.375rem; }
.idx-cd__block-name { flex: 1; margin: 0; font-size: 0.9375rem; font-weight: 600; }
.idx-cd__icon {
  min-width: 2.25rem; min-height: 2.25rem; padding: 0 0.5rem; border: 1px solid #8a9199; border-radius: 0.375rem;
  background: #fff; color: #1f2328; font: inherit; cursor: pointer;
}
.idx-cd__icon:disabled { opacity: 0.4; cursor: default; }
.idx-cd__icon:focus-visible { outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px; }
.idx-cd__fields { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.375rem; }
.idx-cd__field { display: flex; flex-direction: column; gap: 0.125rem; font-size: 0.8125rem; color: #4a4f55; }
.idx-cd__field input, .idx-cd__field select, .idx-cd__field textarea {
  min-height: 2.25rem; padding: 0.25rem 0.5rem; border: 1px solid #8a9199; border-radius: 0.25rem; font: inherit;
  font-size: 0.9375rem; color: #1f2328; background: #fff; box-sizing: border-box; width: 100%;
}
.idx-cd__marks { display: flex; gap: 0.25rem; }
.idx-cd__empty { margin: 0; color: #4a4f55; }
.idx-cd__problems { margin: 0; padding: 0.5rem 0.75rem 0.5rem 1.75rem; border-radius: 0.375rem; background: #fce8e6; color: #8c1d18; }
.idx-cd__problems-title { margin: 0 0 0.25rem; font-weight: 700; }
.idx-cd__status { margin: 0; padding: 0.5rem 0.75rem; border-radius: 0.375rem; background: #e6f4ea; color: #0d652d; }
.idx-cd__status[data-status='failed'] { background: #fce8e6; color: #8c1d18; }
.idx-cd__css { border: 1px solid #d5d9de; border-radius: 0.375rem; overflow: hidden; }
.idx-cd__preview-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 0.75rem; }
.idx-cd__preview-bar h2 { margin: 0; font-size: 1.125rem; }
.idx-cd__compare { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1rem; align-items: start; }
.idx-cd__compare[data-category='map-callout'] { grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 17rem)); }
.idx-cd__compare figure { margin: 0; min-width: 0; }
.idx-cd__compare figcaption { margin-bottom: 0.375rem; font-size: 0.8125rem; font-weight: 600; color: #4a4f55; }
`
