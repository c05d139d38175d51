import type { PurchaseType } from '../listing/types.js'
import type { LeadType } from './types.js'

/**
 * An inquiry's lead type from the listing it is about: `buyer` for a listing for sale, `rental`
 * for one for lease, `Unknown` when the listing says neither (or there is no listing). `Leased`
 * counts as a lease: some feeds write it for a closed rental.
 *
 * @example
 * leadTypeOf('Purchase') // 'buyer'
 * leadTypeOf('Lease')    // 'rental'
 * leadTypeOf(null)       // 'Unknown'
 */
export function leadTypeOf(purchaseType: PurchaseType | (string & {}) | null | undefined): LeadType {
  switch (purchaseType) {
    case 'Purchase':
      return 'buyer'
    case 'Lease':
    case 'Leased':
      return 'rental'
    default:
      return 'Unknown'
  }
}

/** Every lead type, in the order the spec names them. */
export const LEAD_TYPES = ['buyer', 'rental', 'Unknown'] as const satisfies readonly LeadType[]
