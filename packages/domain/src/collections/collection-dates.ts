import { DATE_FORMATS } from '../format/date-formats.js'
import { formatDate } from '../format/date.js'
import type { DateInput, FormatDateOptions } from '../format/date.js'

/**
 * The collection header's byline: 'Created by {name} MM/DD/YY'. Without a name it reads
 * 'Created MM/DD/YY'; without a date, 'Created by {name}'; without both, ''.
 *
 * @example
 * collectionByline('Ada Lovelace', '2024-09-01T12:00:00Z') // 'Created by Ada Lovelace 09/01/24'
 */
export function collectionByline(name: string | null | undefined, createdAt: DateInput, options?: FormatDateOptions) {
  const date = formatDate(createdAt, DATE_FORMATS.short, options)
  const who = name?.trim() ? `by ${name.trim()}` : ''
  if (!who && !date) return ''
  return ['Created', who, date].filter(Boolean).join(' ')
}

/**
 * Created / Last Updated on the collection info screen: 'MMM Do, YYYY' ('Sep 1st, 2024'), '' when unknown.
 *
 * @example
 * collectionInfoDate('2024-09-01T12:00:00Z') // 'Sep 1st, 2024'
 */
export function collectionInfoDate(value: DateInput, options?: FormatDateOptions): string {
  return formatDate(value, DATE_FORMATS.medium, options)
}

/**
 * A comment's time in the chat: 'ddd, MMM Do - h:mma' ('Sun, Sep 1st - 2:30pm'), '' when unknown.
 *
 * @example
 * commentDate('2024-09-01T19:30:00Z', { zone: 'America/Chicago' }) // 'Sun, Sep 1st - 2:30pm'
 */
export function commentDate(value: DateInput, options?: FormatDateOptions): string {
  return formatDate(value, DATE_FORMATS.dayTime, options)
}
