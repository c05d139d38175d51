import type { ShowingDataSection } from '@idx/domain'
import { labelledValueText } from './detailFacts'

/** The showing-data sections of the 'MLS +' modal; `undefined` sections are still loading. */
export function ShowingDataPanel({ sections }: { sections: readonly ShowingDataSection[] | null | undefined }) {
  if (sections === undefined) return <p role="status">Loading...</p>
  if (sections === null || sections.length === 0) return <p>No showing data for this listing.</p>
  return (
    <div className="idx-detail__sections">
      {sections.map((section, index) => (
        <section
          key={`${section.title}-${index}`}
          className="idx-detail__section idx-detail__details"
          data-layout="half"
        >
          <h3 className="idx-detail__section-title">{section.title}</h3>
          <dl className="idx-detail__pairs">
            {section.fields.map((field, fieldIndex) => (
              <div key={`${field.label}-${fieldIndex}`} style={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{labelledValueText(field.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
