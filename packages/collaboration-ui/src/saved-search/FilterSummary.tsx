/** A search's filters as rows of label and value ('Beds' '3 or more'), in a shaded box. */
export function FilterSummary({ rows, label }: { rows: readonly { label: string; value: string }[]; label: string }) {
  return (
    <dl className="idx-collab__summary" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="idx-collab__summary-row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
