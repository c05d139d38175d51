import type { ListingStatus, ListingType, PropertyType, PurchaseType, RentFrequency } from './types.js'

/** The five listing statuses, in lifecycle order. */
export const LISTING_STATUSES = [
  'Coming Soon',
  'Active',
  'Pending',
  'Sold',
  'Leased/Rented',
] as const satisfies readonly ListingStatus[]

/** Statuses of a listing that is still for sale ('Ask a Question' shows only for these). */
export const FOR_SALE_STATUSES = ['Active', 'Pending', 'Coming Soon'] as const satisfies readonly ListingStatus[]

/** Purchase types; a listing without one is a purchase. */
export const PURCHASE_TYPES = ['Purchase', 'Lease'] as const satisfies readonly PurchaseType[]

/** Listing types; a listing without one is residential. */
export const LISTING_TYPES = ['Residential', 'Commercial', 'Lots and Land'] as const satisfies readonly ListingType[]

/** The property types offered for each listing type (pocket listing form). */
export const PROPERTY_TYPES_BY_TYPE = {
  Residential: ['House', 'Apartment', 'Condominium', 'Townhouse', 'Duplex', 'Mobile Home'],
  Commercial: ['Office', 'Retail', 'Industrial'],
  'Lots and Land': ['Lots and Land'],
} as const satisfies Record<ListingType, readonly PropertyType[]>

/** Rent frequency options; blank means not a rental. */
export const RENT_FREQUENCIES = ['', 'Monthly', 'Weekly', 'Daily'] as const satisfies readonly RentFrequency[]

/** Price text of an Active or Pending listing without a price. */
export const CONTACT_FOR_PRICE_TEXT = 'Contact for price'

/** The street value that marks an address as undisclosed. */
export const UNDISCLOSED_ADDRESS = 'Undisclosed Address'

/** Property descriptions longer than this many characters are truncated (See More / See Less). */
export const DESCRIPTION_TRUNCATE_LENGTH = 600
