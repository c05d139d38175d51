// The option lists of the pocket-listing form (collaboration spec, section 5).
// src/constants/listing.ts holds the shared copies; the lead dedupes these into them.
import type { ListingStatus, ListingType, PropertyType, PurchaseType, RentFrequency } from '../types/listing.js'

/** Listing statuses a pocket listing may have, in the order the select lists them. */
export const POCKET_LISTING_STATUSES = [
  'Coming Soon',
  'Active',
  'Pending',
  'Sold',
  'Leased/Rented',
] as const satisfies readonly ListingStatus[]

/** The type select. */
export const POCKET_LISTING_TYPES = [
  'Residential',
  'Commercial',
  'Lots and Land',
] as const satisfies readonly ListingType[]

/** The property_type options offered for each type. */
export const POCKET_LISTING_PROPERTY_TYPES = {
  Residential: ['House', 'Apartment', 'Condominium', 'Townhouse', 'Duplex', 'Mobile Home'],
  Commercial: ['Office', 'Retail', 'Industrial'],
  'Lots and Land': ['Lots and Land'],
} as const satisfies Record<ListingType, readonly PropertyType[]>

/** The rent frequency select; '' is the blank first option. */
export const POCKET_LISTING_RENT_FREQUENCIES = [
  '',
  'Monthly',
  'Weekly',
  'Daily',
] as const satisfies readonly RentFrequency[]

/** The purchase type select. */
export const POCKET_LISTING_PURCHASE_TYPES = ['Purchase', 'Lease'] as const satisfies readonly PurchaseType[]

/**
 * The property_type options for a type; none for a blank or unknown type (the
 * form then disables the select).
 *
 * @example
 * propertyTypeOptions('Commercial') // ['Office', 'Retail', 'Industrial']
 */
export function propertyTypeOptions(type: string | null | undefined): readonly PropertyType[] {
  return isPocketListingType(type) ? POCKET_LISTING_PROPERTY_TYPES[type] : []
}

/** True for one of `POCKET_LISTING_TYPES`. */
export function isPocketListingType(value: unknown): value is ListingType {
  return (POCKET_LISTING_TYPES as readonly unknown[]).includes(value)
}
