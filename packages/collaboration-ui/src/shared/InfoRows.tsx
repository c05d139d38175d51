import { collectionInfoDate } from '@idx/domain'
import type { IsoDateString } from '@idx/domain'

/** What a blank fact reads as. */
export const UNKNOWN_FACT = '—'

/** A person as the info screens name them. */
export type NamedPerson = { first_name?: string | null; last_name?: string | null; full_name?: string | null }

/** A person's full name, or their first and last names joined; '' for nobody. */
export function personName(person: NamedPerson | null | undefined): string {
  return person?.full_name || [person?.first_name, person?.last_name].filter(Boolean).join(' ')
}

/**
 * The facts an info screen (a collection's, a saved search's) lists: Owner, `count` under its own
 * label, Created and Last Updated ('MMM Do, YYYY'), as a description list.
 */
export function InfoRows({
  owner,
  count,
  createdAt,
  updatedAt,
  zone,
}: {
  owner: NamedPerson | null | undefined
  count: readonly [label: string, value: string]
  createdAt: IsoDateString | null | undefined
  updatedAt: IsoDateString | null | undefined
  zone?: string | undefined
}) {
  const options = zone ? { zone } : {}
  const rows: (readonly [string, string])[] = [
    ['Owner', personName(owner) || UNKNOWN_FACT],
    count,
    ['Created', collectionInfoDate(createdAt, options) || UNKNOWN_FACT],
    ['Last Updated', collectionInfoDate(updatedAt, options) || UNKNOWN_FACT],
  ]
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term} className="idx-collab__row">
          <dt className="idx-collab__grow">{term}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
