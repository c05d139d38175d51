import { truncateDescription } from '@idx/domain'
import type { SectionHeadingLevel } from './ListingSections.js'
import { useId, useState } from 'react'
import type { ListingDetailRoute } from './ListingDetailNav.js'
import { PROPERTY_DESCRIPTION_TITLE, SEE_LESS, SEE_MORE } from './messages.js'

/**
 * 'Property Description': off the full route a description above 600 characters is cut with
 * See More / See Less; on the full route it is always whole.
 */
export function DescriptionSection({
  description,
  route,
  level,
}: {
  description: string | null | undefined
  route: ListingDetailRoute
  level: SectionHeadingLevel
}) {
  const titleId = useId()
  const Heading = `h${level}` as const
  const textId = useId()
  const [expanded, setExpanded] = useState(false)
  const text = description?.trim() ?? ''
  if (text === '') return null
  const excerpt = truncateDescription(text)
  const canTruncate = route !== 'full' && excerpt.isTruncated
  return (
    <section className="idx-detail__section" aria-labelledby={titleId}>
      <Heading id={titleId} className="idx-detail__section-title">
        {PROPERTY_DESCRIPTION_TITLE}
      </Heading>
      <p id={textId} className="idx-detail__description">
        {canTruncate && !expanded ? excerpt.text : text}
      </p>
      {canTruncate ? (
        <button
          type="button"
          className="idx-detail__button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? SEE_LESS : SEE_MORE}
        </button>
      ) : null}
    </section>
  )
}
