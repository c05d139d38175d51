// The leads pages' layout (LeadsPage, LeadPage), rendered with them through @idx/ui's Style: the
// admin's shared rules (the card, headings, buttons) are index.html's. On a laptop the list is a
// table; under 48rem each row is a stacked card, its cells labelled by `data-label`.
export const LEADS_CSS = `
.admin-page.admin-page--leads { max-width: 76rem; }
.leads-toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: end; margin-bottom: 1rem; }
.leads-search { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 16rem; min-width: 0; font-weight: 600; }
.leads-search input, .leads-select, .lead-status-select select, .lead-assign select {
  box-sizing: border-box; min-height: 2.5rem; padding: 0.4rem 0.6rem; border: 1px solid #8a9199;
  border-radius: 0.375rem; font: inherit; font-weight: 400; background: #fff; color: #1f2328; max-width: 100%;
}
.leads-tabs { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
.leads-tab, .leads-button, .lead-replay {
  min-height: 2.5rem; padding: 0.4rem 0.9rem; border: 1px solid var(--idx-accent, #0b57d0); border-radius: 999px; font: inherit;
  font-weight: 600; color: var(--idx-accent, #0b57d0); background: #fff; cursor: pointer;
}
.leads-tab[aria-pressed='true'] { color: #fff; background: var(--idx-accent, #0b57d0); }
.leads-button { border-radius: 0.375rem; }
.leads-button:disabled, .lead-replay:disabled { cursor: progress; opacity: 0.6; }
.lead-replay { border-radius: 0.375rem; min-height: 2.25rem; padding: 0.25rem 0.75rem; }
.leads-tab:focus-visible, .leads-button:focus-visible, .lead-replay:focus-visible,
.leads-search input:focus-visible, .lead-status-select select:focus-visible, .lead-assign select:focus-visible,
.admin-page a:focus-visible, .admin-nav a:focus-visible {
  outline: 3px solid var(--idx-accent, #0b57d0); outline-offset: 2px;
}
.leads-table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.leads-table th { text-align: left; font-size: 0.8125rem; color: #4a4f55; border-bottom: 2px solid #d5d9de; padding: 0.5rem; }
.leads-table td { vertical-align: top; border-bottom: 1px solid #d5d9de; padding: 0.6rem 0.5rem; overflow-wrap: anywhere; }
.leads-table td a { color: var(--idx-accent, #0b57d0); }
.leads-muted { color: #4a4f55; font-size: 0.875rem; }
.leads-pager { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; margin-top: 1rem; }
.leads-empty { padding: 1.5rem 0; }
.lead-status-select { display: inline-flex; flex-direction: column; gap: 0.25rem; }
@media not all and (min-width: 48rem) {
  .leads-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .leads-table, .leads-table tbody, .leads-table tr, .leads-table td { display: block; width: 100%; }
  .leads-table tr { border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.5rem 0.75rem; margin-bottom: 0.75rem; }
  .leads-table td { border: 0; padding: 0.3rem 0; display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: 0.5rem; }
  .leads-table td::before { content: attr(data-label); font-weight: 600; color: #4a4f55; font-size: 0.8125rem; }
}
.lead-grid { display: grid; gap: 1rem 2rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 56rem) { .lead-grid { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
.lead-section { margin: 0 0 1.25rem; }
.lead-section h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
.lead-section h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
.lead-message { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f6f8; border-radius: 0.375rem; padding: 0.75rem; margin: 0; }
.lead-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.3rem 1rem; margin: 0; }
.lead-facts dt { font-weight: 600; color: #4a4f55; }
.lead-facts dd { margin: 0; overflow-wrap: anywhere; }
.lead-listing { display: flex; gap: 0.75rem; border: 1px solid #d5d9de; border-radius: 0.5rem; padding: 0.75rem; }
.lead-listing img { width: 8rem; height: 5rem; object-fit: cover; border-radius: 0.25rem; flex: none; }
.lead-timeline { list-style: none; margin: 0; padding: 0; }
.lead-timeline li { padding: 0.4rem 0; border-bottom: 1px solid #e3e6ea; overflow-wrap: anywhere; }
.lead-deliveries { list-style: none; margin: 0; padding: 0; }
.lead-deliveries li { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: center; justify-content: space-between; padding: 0.5rem 0; border-bottom: 1px solid #e3e6ea; }
.lead-assign { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; }
.lead-back { display: inline-block; margin-bottom: 0.75rem; color: var(--idx-accent, #0b57d0); }
`
