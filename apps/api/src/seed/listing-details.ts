import type { AdditionalDetails, LabelledValue, RealstaqDetails, ShowingDataSection } from '@idx/domain'
import type { SeededRandom } from './random.js'

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
  /** Formatted, e.g. '(512) 555-0101'. */
  agentPhone: string
}

const OPENERS: Readonly<Record<ListingFacts['type'], readonly string[]>> = {
  Residential: [
    'Welcome home to this light-filled {propertyType} in {place}.',
    'Charming {propertyType} on a quiet, tree-lined street in {place}.',
    'Thoughtfully updated {propertyType} just minutes from everything {city} has to offer.',
    'Move-in ready {propertyType} with an open plan and room to grow in {place}.',
    'Rarely available {propertyType} in sought-after {place}.',
  ],
  Commercial: [
    'Versatile {propertyType} space with excellent visibility in {place}.',
    'Well-kept {propertyType} building with flexible floor plates near major corridors in {city}.',
    'Turn-key {propertyType} opportunity in fast-growing {place}.',
  ],
  'Lots and Land': [
    'Build your dream home on this beautiful lot in {place}.',
    'Gently rolling acreage with mature live oaks near {city}.',
    'Rare buildable land with utilities nearby in {place}.',
  ],
}

const RESIDENTIAL_SENTENCES = [
  'The kitchen features quartz counters, a gas range and a walk-in pantry, and opens onto the family room.',
  'Wide-plank oak floors run through the main living areas, with plenty of natural light from oversized windows.',
  'The primary suite has a spa-like bath with a soaking tub, a separate shower and double vanities.',
  'Out back, a covered patio and a shaded yard make for easy evenings and weekend cookouts.',
  'Recent updates include a new roof, energy-efficient windows and a high-efficiency HVAC system.',
  'A flexible bonus room works as a home office, a gym or a guest room.',
  'Walk to neighborhood coffee shops, parks and the hike-and-bike trail.',
  'Zoned to {schoolElementary} in {schoolDistrict}.',
  'The two-car garage has built-in storage and a charger for an electric car.',
  'Solar panels keep summer electric bills low.',
  'Mature pecan and live oak trees shade the lot and give the home real privacy.',
  'Easy access to MoPac, I-35 and downtown makes the commute simple.',
  'The community pool, playground and greenbelt trails are a short walk away.',
  'Built in {yearBuilt} and lovingly maintained by the same owners for years.',
]
const COMMERCIAL_SENTENCES = [
  'Ample on-site parking and a monument sign on the main road.',
  'The space is built out with private offices, a conference room and a break room.',
  'Zoning allows for a wide range of retail, office and light industrial uses.',
  'Grade-level loading and 18-foot clear heights in the warehouse area.',
  'Surrounded by new rooftops and strong daytime traffic counts.',
]
const LAND_SENTENCES = [
  'Electricity is available at the road, and the lot has been surveyed.',
  'Deed restrictions protect the character of the neighborhood while allowing a guest house.',
  'Hill Country views from the high point of the property.',
  'A seasonal creek crosses the back of the land.',
  'No HOA and low taxes.',
]
const CLOSERS = [
  'Schedule your private showing today with {agentName} at {agentPhone}.',
  'Come see it this weekend: it will not last long.',
  'Information deemed reliable but not guaranteed; buyer to verify schools and measurements.',
]

function fill(template: string, facts: ListingFacts): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = (facts as unknown as Record<string, unknown>)[key]
    return key === 'propertyType' ? String(value).toLowerCase() : String(value ?? '')
  })
}

/**
 * A description assembled from templates: three to five sentences usually, nine to twelve for
 * about one listing in five, so some exceed the 600 characters after which the page truncates.
 */
export function describeListing(random: SeededRandom, facts: ListingFacts): string {
  const pool =
    facts.type === 'Residential'
      ? RESIDENTIAL_SENTENCES
      : facts.type === 'Commercial'
        ? COMMERCIAL_SENTENCES
        : LAND_SENTENCES
  const long = random.chance(0.2)
  const count = Math.min(pool.length, long ? random.int(9, 12) : random.int(2, 4))
  const sentences = [random.pick(OPENERS[facts.type]), ...random.sample(pool, count), random.pick(CLOSERS)]
  return sentences.map((sentence) => fill(sentence, facts)).join(' ')
}

/** The agent-only 'MLS +' data: showing instructions and compensation. */
export function showingData(random: SeededRandom, facts: ListingFacts): ShowingDataSection[] {
  return [
    {
      title: 'Showing Instructions',
      fields: [
        { label: 'Showing Service', value: random.pick(['ShowingTime', 'BrokerBay', 'Call listing agent']) },
        { label: 'Lockbox', value: random.pick(['Supra', 'Combination', 'None']) },
        { label: 'Occupancy', value: random.pick(['Owner', 'Tenant', 'Vacant']) },
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

/** Extra facts; a virtual tour on about a quarter of homes. */
export function additionalDetails(random: SeededRandom, facts: ListingFacts, listingId: number): AdditionalDetails {
  const details: AdditionalDetails = {
    virtual_tour_url:
      facts.type !== 'Lots and Land' && random.chance(0.25)
        ? `https://tours.lonestar-realty.example/listing/${listingId}`
        : null,
    hoa: random.chance(0.45) ? { fee: random.int(4, 60) * 10, frequency: 'Monthly' } : null,
    utilities: random.sample(['City Water', 'City Sewer', 'Natural Gas', 'Electricity', 'Septic', 'Well'], 3),
  }
  if (facts.type === 'Residential') {
    details.parking = random.pick(['Attached Garage', 'Detached Garage', 'Carport', 'Driveway', 'Assigned Space'])
    details.pool = random.chance(0.2)
    details.fireplaces = random.int(0, 2)
  }
  return details
}

/** The labelled detail sections of the listing page. */
export function realstaqDetails(random: SeededRandom, facts: ListingFacts): RealstaqDetails {
  const field = (label: string, value: LabelledValue['value']): LabelledValue => ({ label, value })
  const interior: LabelledValue[] =
    facts.type === 'Residential'
      ? [
          field('Bedrooms', facts.bedrooms),
          field('Bathrooms', facts.bathrooms),
          field('Flooring', random.pick(['Wood', 'Tile', 'Carpet, Wood', 'Concrete', 'Vinyl'])),
          field('Heating', random.pick(['Central, Natural Gas', 'Central, Electric', 'Heat Pump'])),
          field('Cooling', 'Central Air'),
          field(
            'Appliances',
            random.pick([
              'Dishwasher, Disposal, Gas Range',
              'Electric Range, Microwave',
              'Refrigerator, Washer, Dryer',
            ]),
          ),
        ]
      : [field('Interior', facts.type === 'Commercial' ? 'Finished' : 'None')]
  return {
    sections: [
      { title: 'Interior', style: 'third', fields: interior },
      {
        title: 'Exterior',
        style: 'third',
        fields: [
          field('Lot Size (acres)', facts.lotAcre),
          field('Stories', facts.stories),
          field('Construction', random.pick(['Brick', 'Stone, Siding', 'HardiPlank', 'Stucco', 'Frame'])),
          field('Roof', random.pick(['Composition', 'Metal', 'Tile'])),
          field('Fencing', random.pick(['Privacy', 'Wood', 'Partial', 'None'])),
        ],
      },
      {
        title: 'Property',
        style: 'third',
        fields: [
          field('Property Type', facts.propertyType),
          // Years are labels, not quantities: as text they read '2023', never '2,023'.
          field('Year Built', facts.yearBuilt === null ? null : String(facts.yearBuilt)),
          field('Square Feet', facts.squareFeet),
          field('Purchase Type', facts.purchaseType),
        ],
      },
      {
        title: 'Schools',
        style: 'half',
        fields: [field('School District', facts.schoolDistrict), field('Elementary', facts.schoolElementary)],
      },
      {
        title: 'Location',
        style: 'half',
        fields: [field('Subdivision', facts.place), field('City', facts.city)],
      },
    ],
  }
}

export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
