import type { SeededRandom } from '../random/seeded-random.js'

/**
 * What a listing has, chosen once from its type so that its detail sections, its extra details and
 * its description all tell the same story: a vacant lot has no roof, garage or fence; a condo has
 * an assigned space and the building's amenities but no yard; a warehouse has dock doors. Null
 * (or empty) means the listing has no such thing, and its pages leave the line out.
 */
export interface ListingFeatures {
  /** 'Attached Garage', 'Assigned Space', 'Surface Lot'... */
  parking: string | null
  /** Spaces in the garage or the lot (0 for a driveway). */
  parkingSpaces: number | null
  /** A private pool (homes with a yard only). */
  pool: boolean | null
  fireplaces: number | null
  construction: string | null
  roof: string | null
  fencing: string | null
  flooring: string | null
  heating: string | null
  cooling: string | null
  appliances: string | null
  /** Shared amenities of a condo building or a community (pool, gym...). */
  amenities: readonly string[]
  hoa: { fee: number; frequency: 'Monthly' } | null
  utilities: readonly string[]
  /** Commercial and land: the zoning code. */
  zoning: string | null
  /** Land: the lie of the land and the road it fronts. */
  topography: string | null
  roadFrontage: string | null
  /** Industrial: clear height in feet and dock-high doors. */
  clearHeightFt: number | null
  dockDoors: number | null
}

/** The facts the features depend on. */
export interface FeatureInputs {
  type: 'Residential' | 'Commercial' | 'Lots and Land'
  propertyType: string
  purchaseType: 'Purchase' | 'Lease'
  lotAcre: number | null
  /** More than 14 km from downtown. */
  suburban: boolean
}

const NONE: ListingFeatures = {
  parking: null,
  parkingSpaces: null,
  pool: null,
  fireplaces: null,
  construction: null,
  roof: null,
  fencing: null,
  flooring: null,
  heating: null,
  cooling: null,
  appliances: null,
  amenities: [],
  hoa: null,
  utilities: [],
  zoning: null,
  topography: null,
  roadFrontage: null,
  clearHeightFt: null,
  dockDoors: null,
}

const FLATS = new Set(['Condominium', 'Apartment'])

/** Picks a listing's features from its type (see ListingFeatures). */
export function listingFeatures(random: SeededRandom, inputs: FeatureInputs): ListingFeatures {
  if (inputs.type === 'Lots and Land') return landFeatures(random, inputs)
  if (inputs.type === 'Commercial') return commercialFeatures(random, inputs)
  if (FLATS.has(inputs.propertyType)) return flatFeatures(random, inputs)
  return homeFeatures(random, inputs)
}

// Out of town, big lots are on a well and a septic system (and propane for gas appliances); in
// town, on the city's water and sewer (and natural gas).
function homeUtilities(random: SeededRandom, inputs: FeatureInputs, gas: boolean): string[] {
  const rural = inputs.suburban && (inputs.lotAcre ?? 0) > 1.5 && random.chance(0.7)
  const water = rural ? ['Well', 'Septic'] : ['City Water', 'City Sewer']
  return [...water, 'Electricity', ...(gas ? [rural ? 'Propane' : 'Natural Gas'] : [])]
}

function homeFeatures(random: SeededRandom, inputs: FeatureInputs): ListingFeatures {
  const { propertyType, suburban } = inputs
  const mobile = propertyType === 'Mobile Home'
  const townhouse = propertyType === 'Townhouse'
  const parking = townhouse
    ? 'Attached Garage'
    : mobile
      ? random.pick(['Carport', 'Driveway'])
      : random.weighted({ 'Attached Garage': suburban ? 70 : 40, 'Detached Garage': 15, Carport: 10, Driveway: 15 })
  const garage = parking.endsWith('Garage')
  // A home in a community with an association shares its amenities and pays its fee.
  const community = townhouse || random.chance(suburban ? 0.6 : 0.2)
  const heating = random.pick(['Central, Natural Gas', 'Central, Electric', 'Heat Pump'])
  const appliances = random.pick([
    'Dishwasher, Disposal, Gas Range',
    'Electric Range, Microwave, Dishwasher',
    'Refrigerator, Washer, Dryer',
    'Gas Cooktop, Double Oven, Dishwasher',
  ])
  return {
    ...NONE,
    parking,
    parkingSpaces: garage ? (townhouse ? random.int(1, 2) : Number(random.weighted({ '1': 20, '2': 65, '3': 15 }))) : 0,
    pool: !townhouse && !mobile && random.chance(suburban ? 0.22 : 0.12),
    fireplaces: mobile ? 0 : Number(random.weighted({ '0': 45, '1': 45, '2': 10 })),
    construction: mobile
      ? 'Manufactured'
      : random.pick(['Brick', 'Stone, HardiPlank', 'HardiPlank', 'Brick, Siding', 'Limestone', 'Frame']),
    roof: mobile ? random.pick(['Metal', 'Composition']) : random.pick(['Composition', 'Composition', 'Metal', 'Tile']),
    fencing: townhouse
      ? random.pick(['Privacy', 'None'])
      : mobile
        ? random.pick(['Chain Link', 'Partial', 'None'])
        : random.pick(['Privacy', 'Wood', 'Partial', 'Wrought Iron']),
    flooring: random.pick(['Wood', 'Tile', 'Carpet, Wood', 'Concrete', 'Vinyl', 'Tile, Wood']),
    heating,
    cooling: mobile ? random.pick(['Central Air', 'Window Units']) : 'Central Air',
    appliances,
    amenities: community ? random.sample(COMMUNITY_AMENITIES, random.int(1, 3)) : [],
    hoa: community ? { fee: random.int(townhouse ? 15 : 3, 40) * 10, frequency: 'Monthly' } : null,
    utilities: homeUtilities(random, inputs, `${heating} ${appliances}`.includes('Gas')),
  }
}

const COMMUNITY_AMENITIES = [
  'Community Pool',
  'Playground',
  'Greenbelt Trails',
  'Clubhouse',
  'Tennis Courts',
  'Dog Park',
]
const BUILDING_AMENITIES = [
  'Rooftop Pool',
  'Fitness Center',
  'Concierge',
  'Controlled Access',
  'Resident Lounge',
  'Dog Run',
  'Package Lockers',
  'Bike Storage',
]

function flatFeatures(random: SeededRandom, inputs: FeatureInputs): ListingFeatures {
  const owned = inputs.propertyType === 'Condominium'
  return {
    ...NONE,
    parking: random.pick(['Assigned Space', 'Parking Garage', 'Covered Parking']),
    parkingSpaces: random.int(1, 2),
    fireplaces: random.chance(0.1) ? 1 : 0,
    flooring: random.pick(['Concrete', 'Wood', 'Tile', 'Vinyl', 'Carpet, Tile']),
    heating: 'Central, Electric',
    cooling: 'Central Air',
    appliances: random.pick([
      'Electric Range, Microwave, Dishwasher',
      'Gas Range, Dishwasher, Refrigerator',
      'Refrigerator, Stacked Washer and Dryer',
    ]),
    amenities: random.sample(BUILDING_AMENITIES, random.int(2, 4)),
    // Owners pay the association; tenants of an apartment do not.
    hoa: owned ? { fee: random.int(20, 90) * 10, frequency: 'Monthly' } : null,
    utilities: ['City Water', 'City Sewer', 'Electricity'],
  }
}

const ZONING: Readonly<Record<string, readonly string[]>> = {
  Office: ['LO', 'GO', 'CS'],
  Retail: ['GR', 'CS', 'CBD'],
  Industrial: ['LI', 'IP', 'MI'],
}

function commercialFeatures(random: SeededRandom, inputs: FeatureInputs): ListingFeatures {
  const industrial = inputs.propertyType === 'Industrial'
  return {
    ...NONE,
    parking: random.pick(['Surface Lot', 'Surface Lot', 'Parking Garage', 'Shared Lot']),
    parkingSpaces: random.int(8, 120),
    construction: random.pick(
      industrial ? ['Tilt-Wall', 'Metal', 'Concrete Block'] : ['Masonry', 'Steel, Glass', 'Brick'],
    ),
    roof: random.pick(['Built-Up', 'Metal', 'TPO']),
    fencing: industrial ? random.pick(['Chain Link', 'Security Gate']) : null,
    flooring: industrial ? 'Sealed Concrete' : random.pick(['Carpet', 'Polished Concrete', 'Tile']),
    heating: 'Central, Electric',
    cooling: industrial ? random.pick(['Office Only', 'Central Air']) : 'Central Air',
    utilities: ['City Water', 'City Sewer', 'Electricity', ...(industrial ? ['Three-Phase Power'] : [])],
    zoning: random.pick(ZONING[inputs.propertyType] ?? ZONING.Office!),
    clearHeightFt: industrial ? random.int(18, 32) : null,
    dockDoors: industrial ? random.int(1, 8) : null,
  }
}

function landFeatures(random: SeededRandom, inputs: FeatureInputs): ListingFeatures {
  const rural = inputs.suburban && (inputs.lotAcre ?? 0) > 1
  return {
    ...NONE,
    hoa: !rural && random.chance(0.35) ? { fee: random.int(3, 15) * 10, frequency: 'Monthly' } : null,
    utilities: rural
      ? random.pick([
          ['Electricity at Road', 'Well Needed', 'Septic Needed'],
          ['Electricity at Road', 'Water Co-op Available', 'Septic Needed'],
        ])
      : ['City Water Available', 'City Sewer Available', 'Electricity at Road'],
    zoning: rural
      ? random.pick(['Unrestricted', 'Agricultural', 'Residential'])
      : random.pick(['SF-2', 'SF-3', 'MF-2']),
    topography: random.pick(
      rural
        ? ['Gently Rolling', 'Level', 'Sloped, Hill Country Views', 'Wooded']
        : ['Level', 'Gently Sloping', 'Wooded'],
    ),
    roadFrontage: rural ? random.pick(['County Road', 'Paved Road', 'Gravel Road']) : 'City Street',
  }
}
