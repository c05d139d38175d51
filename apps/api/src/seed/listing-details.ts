import type { AdditionalDetails, RealstaqDetails, ShowingDataSection } from '@idx/domain'
import type { ListingFeatures } from './listing-features.js'
import type { SeededRandom } from '../random/seeded-random.js'
import { labelledFields } from '../listings/index.js'

/** The facts a listing's texts and detail sections are written from. */
export interface ListingFacts {
  type: 'Residential' | 'Commercial' | 'Lots and Land'
  propertyType: string
  purchaseType: 'Purchase' | 'Lease'
  bedrooms: number | null
  bathrooms: number | null
  squareFeet: number | null
  lotAcre: number | null
  yearBuilt: number | null
  stories: number | null
  place: string
  city: string
  schoolDistrict: string
  schoolElementary: string
  agentName: string
  /** Formatted by @idx/domain's formatPhone, e.g. '(512) 555-0101'. */
  agentPhone: string
  /** What the listing has (listingFeatures): every text and section is written from these. */
  features: ListingFeatures
}

/** The agent-only 'MLS +' data: showing instructions and compensation. */
export function showingData(random: SeededRandom, facts: ListingFacts): ShowingDataSection[] {
  return [
    {
      title: 'Showing Instructions',
      fields: [
        { label: 'Showing Service', value: random.pick(['ShowingTime', 'BrokerBay', 'Call listing agent']) },
        { label: 'Lockbox', value: facts.type === 'Lots and Land' ? 'None' : random.pick(['Supra', 'Combination']) },
        // Land has nobody living on it.
        {
          label: 'Occupancy',
          value: facts.type === 'Lots and Land' ? 'Vacant' : random.pick(['Owner', 'Tenant', 'Vacant']),
        },
        { label: 'Appointment Required', value: random.chance(0.7) },
        { label: 'Listing Agent', value: `${facts.agentName}, ${facts.agentPhone}` },
      ],
    },
    {
      title: 'Compensation',
      fields: [
        { label: 'Buyer Agency Compensation', value: random.pick(['2.5%', '3%', '2%', '$5,000']) },
        { label: 'Variable Rate', value: false },
        { label: 'Special Listing Conditions', value: random.pick(['Standard', 'Standard', 'Estate', 'Relocation']) },
      ],
    },
  ]
}

/** Extra facts; a virtual tour on about a quarter of buildings (never on land). */
export function additionalDetails(random: SeededRandom, facts: ListingFacts, listingId: number): AdditionalDetails {
  const { features } = facts
  const details: AdditionalDetails = {
    virtual_tour_url:
      facts.type !== 'Lots and Land' && random.chance(0.25)
        ? `https://tours.lonestar-realty.example/listing/${listingId}`
        : null,
    hoa: features.hoa,
    utilities: [...features.utilities],
  }
  if (facts.type === 'Residential') {
    details.parking = features.parking
    details.pool = features.pool ?? false
    details.fireplaces = features.fireplaces ?? 0
  }
  return details
}

const fields = labelledFields

function parkingText(features: ListingFeatures): string | null {
  if (!features.parking) return null
  const spaces = features.parkingSpaces ?? 0
  return spaces > 0 ? `${features.parking}, ${spaces} ${spaces === 1 ? 'space' : 'spaces'}` : features.parking
}

function hoaText(features: ListingFeatures): string | null {
  return features.hoa ? `$${features.hoa.fee} ${features.hoa.frequency}` : null
}

const listText = (items: readonly string[]): string | null => (items.length > 0 ? items.join(', ') : null)

/**
 * The labelled detail sections of the listing page, by type: homes have rooms and an exterior,
 * condos and apartments a building instead of a lot, commercial space a building and its zoning,
 * land only the land. A line a listing has no value for is left out, never shown empty.
 */
export function realstaqDetails(_random: SeededRandom, facts: ListingFacts): RealstaqDetails {
  const { features } = facts
  const flat = facts.propertyType === 'Condominium' || facts.propertyType === 'Apartment'
  const sections: RealstaqDetails['sections'] = []
  if (facts.type === 'Residential') {
    sections.push({
      title: 'Interior',
      style: 'third',
      fields: [
        // Bedrooms and bathrooms as the feed sends them.
        { label: 'Bedrooms', value: facts.bedrooms },
        { label: 'Bathrooms', value: facts.bathrooms },
        ...fields(
          ['Flooring', features.flooring],
          ['Fireplaces', features.fireplaces || null],
          ['Heating', features.heating],
          ['Cooling', features.cooling],
          ['Appliances', features.appliances],
        ),
      ],
    })
    sections.push(
      flat
        ? {
            title: 'Building',
            style: 'third',
            fields: fields(
              ['Parking', parkingText(features)],
              ['Amenities', listText(features.amenities)],
              ['HOA Fee', hoaText(features)],
            ),
          }
        : {
            title: 'Exterior',
            style: 'third',
            fields: fields(
              ['Lot Size (acres)', facts.lotAcre],
              ['Stories', facts.stories],
              ['Construction', features.construction],
              ['Roof', features.roof],
              ['Fencing', features.fencing],
              ['Parking', parkingText(features)],
              ['Pool', features.pool ? 'Private, In Ground' : null],
            ),
          },
    )
  } else if (facts.type === 'Commercial') {
    sections.push({
      title: 'Building',
      style: 'third',
      fields: fields(
        ['Stories', facts.stories],
        ['Construction', features.construction],
        ['Roof', features.roof],
        ['Clear Height (ft)', features.clearHeightFt],
        ['Dock Doors', features.dockDoors],
        ['Flooring', features.flooring],
        ['Cooling', features.cooling],
      ),
    })
    sections.push({
      title: 'Site',
      style: 'third',
      fields: fields(
        ['Lot Size (acres)', facts.lotAcre],
        ['Zoning', features.zoning],
        ['Parking', parkingText(features)],
        ['Fencing', features.fencing],
        ['Utilities', listText(features.utilities)],
      ),
    })
  } else {
    sections.push({
      title: 'Land',
      style: 'third',
      fields: fields(
        ['Lot Size (acres)', facts.lotAcre],
        ['Topography', features.topography],
        ['Road Frontage', features.roadFrontage],
        ['Zoning', features.zoning],
        ['Utilities', listText(features.utilities)],
      ),
    })
  }
  sections.push({
    title: 'Property',
    style: 'third',
    fields: fields(
      ['Property Type', facts.propertyType],
      // Years are labels, not quantities: as text they read '2023', never '2,023'.
      ['Year Built', facts.yearBuilt === null ? null : String(facts.yearBuilt)],
      ['Square Feet', facts.squareFeet],
      ['Purchase Type', facts.purchaseType],
      ['HOA Fee', flat ? null : hoaText(features)],
      ['Community', flat ? null : listText(features.amenities)],
    ),
  })
  sections.push(
    {
      title: 'Schools',
      style: 'half',
      fields: fields(['School District', facts.schoolDistrict], ['Elementary', facts.schoolElementary]),
    },
    {
      title: 'Location',
      style: 'half',
      // A listing outside the named neighbourhoods has no subdivision to name (its place is its city).
      fields: fields(['Subdivision', facts.place === facts.city ? null : facts.place], ['City', facts.city]),
    },
  )
  return { sections }
}
