import { detailFieldText, type ShowingDataSection } from '@idx/domain'
import { ASYNC_FAILURE_MESSAGE } from './messages.js'

/**
 * The showing-data sections of the 'MLS +' modal; `undefined` sections are still loading, and a
 * failed load says so (with 'Try again' when `onRetry` is given) instead of claiming there is none.
 */
export function ShowingDataPanel({
  sections,
  failed = false,
  onRetry,
}: {
  sections: readonly ShowingDataSection[] | null | undefined
  failed?: boolean
  onRetry?: () => void
}) {
  if (failed) {
    return (
      <div>
        <p role="alert">{ASYNC_FAILURE_MESSAGE}</p>
        {onRetry ? (
          <button type="button" className="idx-detail__button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    )
  }
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
                <dd>{detailFieldText(field, { fractionDisplay: false })}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
