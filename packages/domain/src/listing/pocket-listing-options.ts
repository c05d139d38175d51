// Option helpers of the pocket-listing form (collaboration spec, section 5). The option lists
// themselves are the shared constants in listing/constants.ts.
import { LISTING_TYPES, PROPERTY_TYPES_BY_TYPE } from './constants.js'
import type { ListingType, PropertyType } from './types.js'

/**
 * The property_type options for a type; none for a blank or unknown type (the
 * form then disables the select).
 *
 * @example
 * propertyTypeOptions('Commercial') // ['Office', 'Retail', 'Industrial']
 */
export function propertyTypeOptions(type: string | null | undefined): readonly PropertyType[] {
  return isPocketListingType(type) ? PROPERTY_TYPES_BY_TYPE[type] : []
}

/** True for one of `LISTING_TYPES`. */
export function isPocketListingType(value: unknown): value is ListingType {
  return (LISTING_TYPES as readonly unknown[]).includes(value)
}
