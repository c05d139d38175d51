import {
  closedHistoryLine,
  closedHistoryTitle,
  closingHistory,
  detailFieldText,
  formatPhone,
  upcomingOpenHouses,
} from '@idx/domain'
import type { DetailSection, Listing, ListingHistoryEntry } from '@idx/domain'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { openHouseWhen } from './detail-facts.js'
import { UPCOMING_OPEN_HOUSES_TITLE } from './messages.js'

/** The level of a section heading: one below the detail's title. */
export type SectionHeadingLevel = 2 | 3

function Section({
  title,
  children,
  layout,
  level,
}: {
  title: string
  children: ReactNode
  layout?: DetailSection['style']
  level: SectionHeadingLevel
}) {
  const titleId = useId()
  const Heading = `h${level}` as const
  return (
    <section
      className={layout ? 'idx-detail__section idx-detail__details' : 'idx-detail__section'}
      data-layout={layout}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="idx-detail__section-title">
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** 'Upcoming Open Houses': those ending after `now`, earliest first, in the open-house date format. */
export function OpenHousesSection({
  listing,
  now,
  timeZone,
  level,
}: {
  listing: Listing
  now: Date
  timeZone?: string
  level: SectionHeadingLevel
}) {
  const openHouses = upcomingOpenHouses(listing, now)
  if (openHouses.length === 0) return null
  return (
    <Section title={UPCOMING_OPEN_HOUSES_TITLE} level={level}>
      <ul className="idx-detail__list">
        {openHouses.map((openHouse) => (
          <li key={`${openHouse.start_time}-${openHouse.end_time}`}>
            <strong>{openHouseWhen(openHouse.start_time, openHouse.end_time, timeZone)}</strong>
            {openHouse.directions ? <p className="idx-detail__meta">Directions: {openHouse.directions}</p> : null}
            {openHouse.refreshments ? <p className="idx-detail__meta">Refreshments: {openHouse.refreshments}</p> : null}
            {openHouse.showing_contact ? (
              <p className="idx-detail__meta">
                Contact: {openHouse.showing_contact}
                {openHouse.showing_contact_phone ? `, ${formatPhone(openHouse.showing_contact_phone)}` : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Labelled sections as a term/definition list each, laid out a third, half or the full width. */
export function LabelledSections({
  sections,
  fractionDisplay,
  level,
}: {
  sections: readonly DetailSection[] | null | undefined
  /** The site's fraction display: a Bathrooms field reads as the facts row does. */
  fractionDisplay: boolean
  level: SectionHeadingLevel
}) {
  const shown = (sections ?? []).filter((section) => section.fields.length > 0)
  if (shown.length === 0) return null
  return (
    <div className="idx-detail__sections">
      {shown.map((section, index) => (
        <Section key={`${section.title}-${index}`} title={section.title} layout={section.style} level={level}>
          <dl className="idx-detail__pairs">
            {section.fields.map((field, fieldIndex) => (
              <div key={`${field.label}-${fieldIndex}`} style={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{detailFieldText(field, { fractionDisplay })}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}
    </div>
  )
}

/**
 * 'Sold History' or 'Leased History': 'Closed on {date} for {sold price}' for the listing's own
 * closing (so a Sold listing has one even when the feed sends no history rows), then each earlier one.
 */
export function ClosedHistorySection({
  listing,
  history,
  timeZone,
  level,
}: {
  listing: Listing
  history: readonly ListingHistoryEntry[] | null | undefined
  timeZone?: string
  level: SectionHeadingLevel
}) {
  const lines = closingHistory(listing, history)
    .map((entry) => closedHistoryLine(entry, timeZone ? { zone: timeZone } : {}))
    .filter((line): line is string => line !== null)
  if (lines.length === 0) return null
  return (
    <Section title={closedHistoryTitle(listing)} level={level}>
      <ul className="idx-detail__list">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Section>
  )
}
