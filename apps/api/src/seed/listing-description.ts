import { listingBathrooms } from '@idx/domain'
import type { ListingFacts } from './listing-details.js'
import type { SeededRandom } from '../random/seeded-random.js'

// A listing's description is written from its own facts (type, size, place, schools, features),
// each told in one of several wordings, and a different few of them each time: two homes on one street read
// differently, and no text claims what the listing lacks (a garage on a condo, a roof on a lot).

const ADJECTIVES = [
  'light-filled',
  'updated',
  'well-kept',
  'charming',
  'spacious',
  'stylish',
  'inviting',
  'thoughtfully designed',
  'sun-drenched',
  'beautifully maintained',
  'freshly painted',
  'move-in ready',
]

/** A sentence is a function of the facts, or nothing when the facts do not support it. */
type Sentence = (random: SeededRandom, facts: ListingFacts) => string | null

const lower = (text: string) => text.toLowerCase()
const a = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`)
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const inNeighborhood = (facts: ListingFacts) => facts.place !== facts.city
const sqft = (facts: ListingFacts) => (facts.squareFeet ?? 0).toLocaleString('en-US')
const bedText = (facts: ListingFacts) => (facts.bedrooms === 0 ? 'studio' : `${facts.bedrooms}-bedroom`)
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

function opener(random: SeededRandom, facts: ListingFacts): string {
  const adjective = random.pick(ADJECTIVES)
  const kind = lower(facts.propertyType)
  const where = inNeighborhood(facts)
    ? random.pick([`in ${facts.place}`, `in the heart of ${facts.place}`])
    : `in ${facts.city}`
  if (facts.type === 'Lots and Land') {
    const acres = facts.lotAcre ?? 0
    return random.pick([
      `${acres >= 1 ? `${acres} acres` : 'A buildable lot'} ${where}, ready for the home you have in mind.`,
      `Build on ${acres >= 1 ? `${acres} acres` : `this ${acres}-acre lot`} ${where}.`,
      `${cap(a(acres >= 2 ? 'rare' : 'well-placed'))} ${acres >= 1 ? 'acreage' : 'homesite'} ${where}, surveyed and ready to build.`,
    ])
  }
  if (facts.type === 'Commercial') {
    return random.pick([
      `${cap(a(adjective))} ${sqft(facts)} sq. ft. ${kind} building ${where}.`,
      `${sqft(facts)} square feet of ${kind} space ${where}, ${facts.purchaseType === 'Lease' ? 'available for lease' : 'offered for sale'}.`,
      `${cap(kind)} space with room to grow ${where}: ${sqft(facts)} sq. ft. on ${facts.lotAcre} acres.`,
    ])
  }
  const rooms = `${bedText(facts)}, ${baths(facts)}-bath`
  const lease = facts.purchaseType === 'Lease'
  return random.pick([
    `${cap(a(adjective))} ${rooms} ${kind} ${where}.`,
    `${lease ? `For lease: ${a(adjective)}` : cap(a(adjective))} ${kind} ${where} with ${facts.bedrooms === 0 ? 'an open studio plan' : `${facts.bedrooms} bedrooms`} and ${sqft(facts)} sq. ft.`,
    `${cap(where)}, ${a(adjective)} ${rooms} ${kind} ${lease ? 'for rent' : 'you will want to see'}.`,
    `Welcome to ${a(adjective)} ${kind} ${where}: ${rooms}, ${sqft(facts)} sq. ft.`,
    `${sqft(facts)} sq. ft. of ${adjective} living ${where}, with ${facts.bedrooms === 0 ? 'a studio layout' : `${facts.bedrooms} bedrooms`} and ${baths(facts)} baths.`,
  ])
}

const HOME_SENTENCES: readonly Sentence[] = [
  (random, { features }) =>
    features.appliances?.includes('Gas')
      ? random.pick([
          'Cooks will love the kitchen: a gas range, generous counters and a breakfast bar.',
          'The kitchen centres on a gas cooktop, with plenty of storage and room to gather.',
        ])
      : random.pick([
          'The kitchen opens to the living area, with an island and plenty of cabinets.',
          'An updated kitchen with stainless appliances looks onto the main living space.',
          'The kitchen has bright counters, a pantry and room for a breakfast table.',
        ]),
  (random, { features }) =>
    features.flooring
      ? random.pick([
          `${features.flooring} floors run through the main rooms.`,
          `Easy-care ${lower(features.flooring)} flooring throughout the living areas.`,
        ])
      : null,
  (random, { features }) =>
    features.fireplaces
      ? random.pick([
          features.fireplaces > 1 ? 'Two fireplaces warm the winter evenings.' : 'A fireplace anchors the living room.',
          `${features.fireplaces > 1 ? 'Two fireplaces' : 'A wood-burning fireplace'} for cool Texas nights.`,
        ])
      : null,
  (random, { features }) =>
    features.pool
      ? random.pick([
          'Out back, a sparkling pool makes summer at home easy.',
          'The backyard pool and patio are made for long summer evenings.',
          'A private in-ground pool sits in the fenced backyard.',
        ])
      : null,
  (random, { features }) => {
    if (!features.parking) return null
    const spaces = features.parkingSpaces ?? 0
    // A condo's spaces in the building's garage are not a garage of its own.
    if (features.parking === 'Parking Garage') {
      return random.pick([
        `${spaces > 1 ? 'Two spaces' : 'A space'} in the building's garage ${spaces > 1 ? 'come' : 'comes'} with the unit.`,
        `Garage parking in the building for ${spaces > 1 ? 'two cars' : 'one car'}.`,
      ])
    }
    if (features.parking.endsWith('Garage') && spaces > 0) {
      return random.pick([
        `The ${spaces}-car ${lower(features.parking)} has room for storage.`,
        `${cap(a(`${spaces}-car`))} ${lower(features.parking)} keeps cars out of the sun.`,
      ])
    }
    if (features.parking === 'Carport') return 'A covered carport sits beside the home.'
    if (features.parking === 'Driveway') return 'Off-street parking on the driveway.'
    if (features.parking === 'Assigned Space')
      return `Comes with ${spaces > 1 ? 'two assigned spaces' : 'an assigned space'}.`
    return `${spaces > 1 ? 'Two' : 'One'} ${lower(features.parking)} ${spaces > 1 ? 'spaces come' : 'space comes'} with the unit.`
  },
  (random, facts) => {
    if (facts.propertyType === 'Condominium' || facts.propertyType === 'Apartment' || facts.stories === null)
      return null
    return facts.stories === 1
      ? random.pick(['All on one level, with no stairs to climb.', 'Single-story living with an easy flow.'])
      : random.pick([
          'The bedrooms are upstairs, away from the living areas.',
          `${facts.stories} stories, with a flexible room that works as an office or a den.`,
        ])
  },
  (random, facts) => {
    const acres = facts.lotAcre
    if (acres === null || facts.propertyType === 'Townhouse') return null
    if (acres >= 0.75) return `The home sits on ${acres} acres, with room for a garden and a workshop.`
    return random.pick([
      'Mature shade trees frame the yard.',
      `The ${acres}-acre lot has a level yard and shade trees.`,
      'A big backyard with room to play.',
    ])
  },
  (random, { features }) =>
    features.fencing === 'Privacy' || features.fencing === 'Wood'
      ? random.pick(['A privacy fence encloses the backyard.', 'The backyard is fully fenced for pets and play.'])
      : null,
  (random, facts) => {
    const year = facts.yearBuilt
    if (year === null) return null
    if (year >= 2023)
      return random.pick([`New construction, completed in ${year}.`, `Built in ${year}, with builder warranty.`])
    if (year < 1950)
      return random.pick([
        `Built in ${year}, with the character of its era intact.`,
        `A ${year} original, lovingly kept.`,
      ])
    return random.pick([`Built in ${year} and well cared for.`, `Built in ${year}, updated over the years.`, null])
  },
  (random, { features }) =>
    features.amenities.length > 0
      ? random.pick([
          `Residents enjoy the ${lower(list(features.amenities))}.`,
          `Amenities include ${lower(list(features.amenities))}.`,
        ])
      : null,
  (random, { features }) => (features.hoa ? random.pick([`HOA dues are $${features.hoa.fee} a month.`, null]) : null),
  (random, { features }) =>
    features.utilities.includes('Well')
      ? random.pick(['On a private well and septic system.', 'Well water and a septic system: no city utility bills.'])
      : features.heating === 'Heat Pump'
        ? 'An efficient heat pump keeps utility bills low.'
        : null,
  (random, facts) =>
    random.pick([
      `Zoned to ${facts.schoolElementary} in ${facts.schoolDistrict}.`,
      `Children attend ${facts.schoolElementary} (${facts.schoolDistrict}).`,
      `In ${facts.schoolDistrict}, with ${facts.schoolElementary} nearby.`,
    ]),
  (random, facts) =>
    inNeighborhood(facts)
      ? random.pick([
          `${facts.place} puts parks, coffee shops and restaurants close by.`,
          `Walk to the shops, trails and cafes of ${facts.place}.`,
          `Life in ${facts.place} means neighbours who wave and trails nearby.`,
        ])
      : random.pick([
          `Close to ${facts.city}'s shopping, dining and parks.`,
          `Minutes from the major roads and everything ${facts.city} has to offer.`,
          null,
        ]),
  (random, facts) =>
    facts.purchaseType === 'Lease'
      ? random.pick([
          'Available now; pets considered case by case.',
          'Twelve-month lease preferred; tenant pays electricity.',
          'Lawn care included in the rent.',
          'Washer and dryer included; small pets welcome.',
        ])
      : null,
]

const COMMERCIAL_SENTENCES: readonly Sentence[] = [
  (random, { features }) =>
    features.parkingSpaces
      ? random.pick([
          `${features.parkingSpaces} parking spaces on site.`,
          `${features.parking} with ${features.parkingSpaces} spaces for staff and customers.`,
        ])
      : null,
  (random, { features }) =>
    features.zoning
      ? random.pick([`Zoned ${features.zoning}.`, `${features.zoning} zoning allows a wide range of uses.`])
      : null,
  (_random, { features }) =>
    features.clearHeightFt
      ? `${features.clearHeightFt}-foot clear height and ${features.dockDoors} dock-high ${features.dockDoors === 1 ? 'door' : 'doors'}.`
      : null,
  (random, facts) =>
    facts.propertyType === 'Office'
      ? random.pick([
          'Built out with private offices, a conference room and a break room.',
          'Open work areas, private offices and a reception area.',
        ])
      : facts.propertyType === 'Retail'
        ? random.pick([
            'Street-facing glass and monument signage on the main road.',
            'Strong daytime traffic and new rooftops all around.',
          ])
        : random.pick([
            'A small office up front with the warehouse behind.',
            'Fenced yard for trucks and outdoor storage.',
          ]),
  (random, facts) =>
    facts.purchaseType === 'Lease'
      ? random.pick(['Offered on a triple-net lease.', 'Flexible lease terms; tenant improvement allowance available.'])
      : random.pick(['Owner-user or investor opportunity.', 'Sold with the land; seller financing considered.']),
  (random, facts) =>
    inNeighborhood(facts)
      ? `In ${facts.place}, close to the neighbourhood's shops and homes.`
      : random.pick([`Easy access to the main roads through ${facts.city}.`, null]),
]

const LAND_SENTENCES: readonly Sentence[] = [
  (random, { features }) =>
    features.topography
      ? random.pick([`The land is ${lower(features.topography)}.`, `${features.topography} land with mature trees.`])
      : null,
  (_random, { features }) => (features.roadFrontage ? `Frontage on a ${lower(features.roadFrontage)}.` : null),
  (random, { features }) =>
    features.utilities.length > 0
      ? random.pick([`Utilities: ${lower(list(features.utilities))}.`, `${list(features.utilities)}.`])
      : null,
  (random, { features }) =>
    features.zoning
      ? random.pick([`Zoned ${features.zoning}.`, `${features.zoning} zoning; buyer to verify permitted uses.`])
      : null,
  (random, { features }) =>
    features.hoa
      ? `Part of a community with an HOA of $${features.hoa.fee} a month.`
      : random.pick(['No HOA.', 'No HOA and low taxes.', null]),
  (random, facts) =>
    (facts.lotAcre ?? 0) >= 2
      ? random.pick(['Room for a house, a barn and a few animals.', 'Bring your builder, your horses or both.'])
      : random.pick(['Bring your builder and your plans.', 'Survey on file.']),
  (random, facts) => random.pick([`In ${facts.schoolDistrict}.`, `Served by ${facts.schoolDistrict} schools.`, null]),
]

const CLOSERS: readonly Sentence[] = [
  (_random, facts) => `Schedule a private showing with ${facts.agentName} at ${facts.agentPhone}.`,
  (_random, facts) => `Call ${facts.agentName} at ${facts.agentPhone} for details.`,
  (random) => random.pick(['Come see it this weekend.', 'Showings start soon: call to get on the list.']),
  () => 'Information deemed reliable but not guaranteed; buyer to verify schools and measurements.',
]

/**
 * A description written from the listing's facts: an opener, some of the sentences its facts
 * support (each in one of several wordings), and a closer. Usually three to six sentences; every applicable
 * sentence for about one listing in five, so some exceed the 600 characters after which the page
 * truncates.
 */
export function describeListing(random: SeededRandom, facts: ListingFacts): string {
  const pool =
    facts.type === 'Residential' ? HOME_SENTENCES : facts.type === 'Commercial' ? COMMERCIAL_SENTENCES : LAND_SENTENCES
  const applicable = pool.map((sentence) => sentence(random, facts)).filter((text): text is string => text !== null)
  const long = random.chance(0.2)
  const count = long ? applicable.length : Math.min(applicable.length, random.int(2, 5))
  // A subset in the pool's order (rooms, outside, community, place), which reads as a walk-through.
  const chosen = new Set(random.sample(applicable, count))
  const middle = applicable.filter((text) => chosen.has(text))
  const closer = random.pick(CLOSERS)(random, facts)
  return [opener(random, facts), ...middle, closer].filter(Boolean).join(' ')
}

/** Bathrooms as the listing page writes them ('2 1/2'): the remarks never say '2.5' beside it. */
function baths(facts: ListingFacts): string {
  return listingBathrooms({ bathrooms: facts.bathrooms }, { fractionDisplay: true }) ?? String(facts.bathrooms)
}
