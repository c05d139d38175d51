import type { ListingType, PropertyType } from '../listing/types.js'

/** Our type, property type and purchase type for a RESO PropertyType / PropertySubType pair. */
export interface ResoKind {
  type: ListingType
  propertyType: PropertyType | null
  purchaseType: 'Purchase' | 'Lease'
}

// RESO Data Dictionary 2.x PropertyType lookup values.
const TYPE_OF: Readonly<Record<string, readonly [ListingType, 'Purchase' | 'Lease']>> = {
  Residential: ['Residential', 'Purchase'],
  'Residential Income': ['Residential', 'Purchase'],
  'Manufactured In Park': ['Residential', 'Purchase'],
  'Residential Lease': ['Residential', 'Lease'],
  'Commercial Sale': ['Commercial', 'Purchase'],
  'Business Opportunity': ['Commercial', 'Purchase'],
  'Commercial Lease': ['Commercial', 'Lease'],
  Land: ['Lots and Land', 'Purchase'],
  Farm: ['Lots and Land', 'Purchase'],
}

// PropertySubType lookup values that have a place among our property types.
const SUB_TYPE_OF: Readonly<Record<string, PropertyType>> = {
  'Single Family Residence': 'House',
  Cabin: 'House',
  Apartment: 'Apartment',
  'Stock Cooperative': 'Apartment',
  Condominium: 'Condominium',
  Townhouse: 'Townhouse',
  Duplex: 'Duplex',
  Triplex: 'Duplex',
  Quadruplex: 'Duplex',
  'Manufactured Home': 'Mobile Home',
  'Manufactured On Land': 'Mobile Home',
  'Mobile Home': 'Mobile Home',
  Office: 'Office',
  Retail: 'Retail',
  Industrial: 'Industrial',
  Warehouse: 'Industrial',
  'Unimproved Land': 'Lots and Land',
  Agriculture: 'Lots and Land',
}

/**
 * Our kind of listing for RESO's PropertyType and PropertySubType. An unknown PropertyType is
 * residential for sale (our default); an unknown subtype has no property type (the raw value stays
 * in the listing's details). Land is always 'Lots and Land'.
 *
 * @example
 * resoKind('Residential Lease', 'Condominium') // { type: 'Residential', propertyType: 'Condominium', purchaseType: 'Lease' }
 */
export function resoKind(propertyType: string | null, subType: string | null): ResoKind {
  const [type, purchaseType] = TYPE_OF[propertyType ?? ''] ?? (['Residential', 'Purchase'] as const)
  if (type === 'Lots and Land') return { type, propertyType: 'Lots and Land', purchaseType }
  return { type, propertyType: SUB_TYPE_OF[subType ?? ''] ?? null, purchaseType }
}

/**
 * RESO's PropertyType and PropertySubType for one of our listings (the inverse of resoKind; test
 * fixtures are written with it).
 *
 * @example
 * resoPropertyTypeOf('Commercial', 'Office', 'Lease') // { PropertyType: 'Commercial Lease', PropertySubType: 'Office' }
 */
export function resoPropertyTypeOf(
  type: string,
  propertyType: string | null,
  purchaseType: string,
): { PropertyType: string; PropertySubType: string | null } {
  const lease = purchaseType === 'Lease'
  if (type === 'Lots and Land') return { PropertyType: 'Land', PropertySubType: 'Unimproved Land' }
  const subType = Object.entries(SUB_TYPE_OF).find(([, ours]) => ours === propertyType)?.[0] ?? propertyType ?? null
  if (type === 'Commercial')
    return { PropertyType: lease ? 'Commercial Lease' : 'Commercial Sale', PropertySubType: subType }
  return { PropertyType: lease ? 'Residential Lease' : 'Residential', PropertySubType: subType }
}
