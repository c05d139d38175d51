import type { ListingStatus } from '../listing/types.js'

/**
 * What a RESO Data Dictionary 2.x `StandardStatus` means for a listing: a status we show, or
 * `withdrawn` when the listing leaves the public feed. `Active Under Contract` shows as Pending (a
 * buyer is found); `Closed` is Sold, or Leased/Rented for a lease; `Hold` and `Incomplete` are not
 * marketed, so they leave search like a withdrawal does.
 */
export type ResoStatusMeaning = { kind: 'shown'; status: ListingStatus } | { kind: 'withdrawn' }

/** StandardStatus values that take a listing off the feed (Withdrawn, Canceled, Expired, Delete, plus Hold and Incomplete). */
export const RESO_WITHDRAWN_STATUSES = ['Withdrawn', 'Canceled', 'Expired', 'Delete', 'Hold', 'Incomplete'] as const

/**
 * The meaning of a StandardStatus, or null for a value the Data Dictionary does not define.
 *
 * @example
 * resoStatusMeaning('Active Under Contract', 'Purchase') // { kind: 'shown', status: 'Pending' }
 * resoStatusMeaning('Closed', 'Lease') // { kind: 'shown', status: 'Leased/Rented' }
 * resoStatusMeaning('Expired', 'Purchase') // { kind: 'withdrawn' }
 */
export function resoStatusMeaning(
  standardStatus: string,
  purchaseType: 'Purchase' | 'Lease',
): ResoStatusMeaning | null {
  switch (standardStatus) {
    case 'Active':
      return { kind: 'shown', status: 'Active' }
    case 'Coming Soon':
      return { kind: 'shown', status: 'Coming Soon' }
    case 'Active Under Contract':
    case 'Pending':
      return { kind: 'shown', status: 'Pending' }
    case 'Closed':
      return { kind: 'shown', status: purchaseType === 'Lease' ? 'Leased/Rented' : 'Sold' }
    default:
      return (RESO_WITHDRAWN_STATUSES as readonly string[]).includes(standardStatus) ? { kind: 'withdrawn' } : null
  }
}

/**
 * The StandardStatus a feed sends for one of our statuses (the inverse of resoStatusMeaning for
 * shown listings; test fixtures are written with it).
 *
 * @example
 * resoStandardStatusOf('Leased/Rented') // 'Closed'
 */
export function resoStandardStatusOf(status: ListingStatus): string {
  return status === 'Sold' || status === 'Leased/Rented' ? 'Closed' : status
}
