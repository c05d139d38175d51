// The site settings form's and the users list's rules, rendered with them through @idx/ui's Style.
export const SITE_ADMIN_CSS = `
.idx-site-settings { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; max-width: 52rem; min-width: 0; }
.idx-site-settings > *, .idx-site-settings form { min-width: 0; }
.idx-site-settings__section { border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem 1rem 1rem; margin: 0; min-width: 0; }
.idx-site-settings__section legend { font-weight: 700; font-size: 1.0625rem; padding: 0 0.25rem; }
.idx-site-settings__field { display: grid; gap: 0.25rem; margin-top: 0.75rem; min-width: 0; }
.idx-site-settings__field label, .idx-site-settings__label { font-weight: 600; }
.idx-site-settings__field input[type='text'], .idx-site-settings__field input[type='url'], .idx-site-settings__field textarea,
.idx-site-settings__field input[type='number'] {
  font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8a9199; border-radius: 0.375rem; min-width: 0; width: 100%;
  box-sizing: border-box;
}
.idx-site-settings__field textarea { min-height: 5rem; resize: vertical; }
.idx-site-settings__field input[type='number'] { max-width: 8rem; }
.idx-site-settings__field select { font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8a9199; border-radius: 0.375rem; max-width: 20rem; background: #fff; }
.idx-site-settings__field [aria-invalid='true'] { border-color: #b3261e; }
.idx-site-settings__hint { margin: 0; color: #4a4f55; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-site-settings__warning { margin: 0; color: #7a4a00; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-site-settings__error { margin: 0; color: #b3261e; font-size: 0.875rem; overflow-wrap: anywhere; }
.idx-site-settings__logo { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
.idx-site-settings__logo img { max-height: 3rem; max-width: 12rem; border: 1px solid #d5d9de; border-radius: 0.25rem; padding: 0.25rem; background: #fff; }
.idx-site-settings__colour { display: flex; gap: 0.5rem; align-items: center; }
.idx-site-settings__colour input[type='color'] { inline-size: 2.75rem; block-size: 2.5rem; padding: 0.125rem; border: 1px solid #8a9199; border-radius: 0.375rem; background: #fff; }
.idx-site-settings__colour input[type='text'] { max-width: 10rem; }
.idx-site-settings__toggle { display: grid; grid-template-columns: auto 1fr; gap: 0.125rem 0.625rem; align-items: start; margin-top: 0.75rem; }
.idx-site-settings__toggle input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; }
.idx-site-settings__toggle .idx-site-settings__hint { grid-column: 2; }
.idx-site-settings__bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; position: sticky; bottom: 0; padding: 0.75rem 0; background: #fff; border-top: 1px solid #d5d9de; }
.idx-site-settings__bar .idx-fde__status { flex: 1 1 16rem; }
.idx-site-users { display: grid; gap: 1rem; min-width: 0; }
.idx-site-users__table { width: 100%; border-collapse: collapse; }
.idx-site-users__table th, .idx-site-users__table td { text-align: left; padding: 0.5rem 0.625rem; border-bottom: 1px solid #d5d9de; vertical-align: top; overflow-wrap: break-word; }
.idx-site-users__email { word-break: break-all; }
.idx-site-users__roles { display: flex; gap: 0.25rem; flex-wrap: wrap; }
.idx-site-users__role { white-space: nowrap; font-size: 0.8125rem; font-weight: 700; padding: 0.125rem 0.5rem; border-radius: 999px; background: #e8f0fe; color: #0b57d0; }
.idx-site-users__role[data-role='admin'] { background: #fef7e0; color: #7a4d00; }
.idx-site-users__actions { display: flex; flex-wrap: wrap; gap: 0.375rem; }
.idx-site-users__reason { margin: 0.25rem 0 0; color: #4a4f55; font-size: 0.8125rem; flex-basis: 100%; }
.idx-site-users__add { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); align-items: end; border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem; }
.idx-site-users__add label { display: grid; gap: 0.25rem; font-weight: 600; }
.idx-site-users__add input { font: inherit; padding: 0.5rem; border: 1px solid #8a9199; border-radius: 0.375rem; min-width: 0; }
.idx-site-users__dialog { max-width: min(28rem, calc(100vw - 2rem)); border: 0; border-radius: 0.5rem; padding: 1.25rem; box-shadow: 0 8px 32px rgb(0 0 0 / 0.25); }
.idx-site-users__dialog h2 { margin: 0 0 0.5rem; font-size: 1.125rem; }
@media (max-width: 700px) {
  .idx-site-users__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .idx-site-users__table, .idx-site-users__table tbody, .idx-site-users__table tr, .idx-site-users__table td, .idx-site-users__table th { display: block; }
  .idx-site-users__table tr { border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.5rem 0.75rem; margin-bottom: 0.75rem; }
  .idx-site-users__table td, .idx-site-users__table th { border: 0; padding: 0.25rem 0; }
  .idx-site-users__table td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; color: #4a4f55; }
}
`
