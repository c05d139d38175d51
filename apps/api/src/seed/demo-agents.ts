import type { Insertable } from 'kysely'
import type { AgentsTable } from '../agents/index.js'
import { DEMO_BROKERAGE } from './demo-site.js'
import type { SeededRandom } from '../random/seeded-random.js'
import { slugify } from '../search/search-text.js'

/**
 * A demo brokerage's office key, as its feed's Member and Property records name it (OfficeKey,
 * ListOfficeKey): the demo site's brokerage offices name Lone Star Realty's.
 *
 * @example
 * demoOfficeKey('Lone Star Realty') // 'OFF-lone-star-realty'
 */
export function demoOfficeKey(brokerName: string): string {
  return `OFF-${slugify(brokerName)}`
}

/** A brokerage: its office phone, email domain, home feed and how much of the market it lists. */
export interface Brokerage {
  name: string
  domain: string
  officePhone: string
  feedId: number
  /** Relative share of the listings. */
  weight: number
}

const BROKERAGE_NAMES: readonly [name: string, feedId: number, weight: number][] = [
  [DEMO_BROKERAGE, 1, 6],
  ['Hill Country Home Group', 1, 5],
  ['Bluebonnet Realty Partners', 1, 5],
  ['Capitol City Properties', 2, 4],
  ['Live Oak Realty', 1, 4],
  ['Pecan Street Realty', 3, 3],
  ['Colorado River Realty', 1, 4],
  ['Barton Creek Properties', 2, 4],
  ['Lady Bird Lake Realty', 1, 3],
  ['Balcones Realty Group', 2, 3],
  ['Violet Crown Real Estate', 1, 4],
  ['Mopac Realty Co.', 2, 3],
  ['Congress Avenue Realty', 1, 4],
  ['Hyde Park Homes', 2, 2],
  ['Texas Star Brokers', 1, 3],
  ['Longhorn Realty Group', 2, 3],
  ['Treaty Oak Properties', 1, 3],
  ['Red River Realty', 2, 2],
  ['Shoal Creek Realty', 1, 3],
  ['Cedar & Limestone Realty', 1, 2],
  ['Williamson Realty Group', 3, 4],
  ['Chisholm Trail Realty', 3, 3],
  ['Brushy Creek Realty', 3, 3],
  ['San Gabriel Properties', 3, 2],
  ['Onion Creek Realty', 2, 2],
]

const FIRST_NAMES = (
  'Olivia Liam Emma Noah Ava Mateo Sophia Elijah Isabella Lucas Mia Levi Amelia Diego Harper James ' +
  'Evelyn Santiago Abigail Wyatt Camila Jackson Luna Caleb Sofia Daniel Avery Gabriel Ella Carter ' +
  'Scarlett Owen Grace Julian Chloe Hudson Valentina Miguel Lily Ezra Priya Wei Aisha Hiro Fatima Kwame'
).split(' ')
const LAST_NAMES = (
  'Garcia Johnson Martinez Nguyen Williams Rodriguez Brown Hernandez Davis Lopez Miller Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez ' +
  'Lewis Robinson Walker Young Allen King Wright Scott Torres Hill Flores Green Adams Nelson Baker Hall ' +
  'Rivera Campbell Mitchell Carter Roberts Patel Chen Okafor Kim'
).split(' ')

export const AGENT_COUNT = 120

/** The market's brokerages, with fictional office phones in the 555-01xx range. */
export function demoBrokerages(): Brokerage[] {
  return BROKERAGE_NAMES.map(([name, feedId, weight], index) => ({
    name,
    domain: `${name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.example`,
    officePhone: `512555${String(100 + index).padStart(4, '0')}`,
    feedId,
    weight,
  }))
}

/** A demo agent row plus the brokerage it works for. */
export interface DemoAgent {
  row: Insertable<AgentsTable> & { id: number; first_name: string; last_name: string }
  brokerage: Brokerage
}

/**
 * ~120 agents spread over the brokerages (every brokerage has at least two). Texas licences are
 * 7 digits; four agents hold California licences (8 digits), for the spec's CA licence rule.
 */
export function demoAgents(random: SeededRandom, brokerages: readonly Brokerage[]): DemoAgent[] {
  const agents: DemoAgent[] = []
  const usedNames = new Set<string>()
  for (let id = 1; id <= AGENT_COUNT; id += 1) {
    const brokerage =
      id <= brokerages.length * 2
        ? brokerages[(id - 1) % brokerages.length]!
        : random.pickWeighted(brokerages, (b) => b.weight)
    let first: string
    let last: string
    do {
      first = random.pick(FIRST_NAMES)
      last = random.pick(LAST_NAMES)
    } while (usedNames.has(`${first} ${last}`))
    usedNames.add(`${first} ${last}`)
    const california = id % 30 === 7
    const years = random.int(2, 28)
    agents.push({
      brokerage,
      row: {
        id,
        feed_id: brokerage.feedId,
        first_name: first,
        last_name: last,
        email: `${first}.${last}@${brokerage.domain}`.toLowerCase(),
        sms_number: `512555${String(2000 + id).padStart(4, '0')}`,
        broker_name: brokerage.name,
        office_phone: brokerage.officePhone,
        office_key: demoOfficeKey(brokerage.name),
        bio:
          `${first} ${last} has helped Central Texas buyers and sellers for ${years} years with ${brokerage.name}. ` +
          random.pick([
            `${first} knows the historic neighborhoods inside the loop street by street.`,
            `${first} specialises in first homes and relocations to Austin.`,
            `Before real estate, ${first} built homes in the Hill Country, and still reads a foundation report for fun.`,
            `${first} works with investors and with families moving up to more space in the suburbs.`,
          ]),
        // A generated portrait (photos.routes.ts), as real agents have a photo on their card.
        picture_url: `/api/v3/agents/${id}/photo.svg`,
        license_state: california ? 'CA' : 'TX',
        license_number: california
          ? `0${random.int(1_000_000, 2_199_999)}`
          : String(random.int(400_000, 799_999)).padStart(7, '0'),
        share_token: random.hex(12),
      },
    })
  }
  return agents
}
