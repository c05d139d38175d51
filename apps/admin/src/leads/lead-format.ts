import type { LeadRoutedVia, LeadStatus } from '@idx/api-client'

/** A status as the tabs and selects name it. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
}

/** Why a lead went where it went, in words. */
export const ROUTED_VIA_LABELS: Readonly<Record<LeadRoutedVia, string>> = {
  'listing-agent': "The listing's agent",
  'assigned-agent': "The visitor's agent",
  'lead-recipient': 'A lead recipient',
  unrouted: 'Nobody (no lead recipient set up)',
}

const UNITS = [
  { limit: 60, seconds: 1, unit: 'second' },
  { limit: 3600, seconds: 60, unit: 'minute' },
  { limit: 86_400, seconds: 3600, unit: 'hour' },
  { limit: 30 * 86_400, seconds: 86_400, unit: 'day' },
  { limit: 365 * 86_400, seconds: 30 * 86_400, unit: 'month' },
  { limit: Infinity, seconds: 365 * 86_400, unit: 'year' },
] as const

/**
 * How long ago `iso` was, in words: 'just now', '5 minutes ago', 'yesterday', '3 days ago'.
 *
 * @example
 * relativeTime('2026-11-29T12:00:00Z', new Date('2026-11-29T12:05:00Z')) // '5 minutes ago'
 */
export function relativeTime(iso: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000))
  if (seconds < 45) return 'just now'
  const { seconds: size, unit } = UNITS.find((candidate) => seconds < candidate.limit)!
  const count = Math.max(1, Math.round(seconds / size))
  if (unit === 'day' && count === 1) return 'yesterday'
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}

/**
 * The exact time of `iso`, in the browser's time zone (the hover title and the detail page).
 *
 * @example
 * exactTime('2026-11-29T15:04:00Z', 'UTC') // 'Nov 29, 2026, 3:04 PM'
 */
export function exactTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  })
}

/**
 * A phone number as a `tel:` link's target: digits and a leading +.
 *
 * @example
 * telHref('+1 (512) 555-0134') // 'tel:+15125550134'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
