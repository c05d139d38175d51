// A Denver MLS's RESO Web API records for the onboarding test: the offices, agents and listings a
// brokerage's feed of a new city carries. Deterministic (a seeded generator), so every run imports
// the same 600 homes in ten real neighbourhoods with their zip codes, streets and price levels.
/** A RESO record as the Web API sends it (@idx/domain's `ResoRecord`, which tooling/ cannot import). */
type ResoRecord = Record<string, unknown>

/** The brokerage the onboarding sets up: its two MLS office ids and its agents' e-mail domain. */
export const MILE_HIGH = {
  name: 'Mile High Homes',
  officeMlsIds: ['MHH01', 'MHH02'],
  emailDomain: 'milehighhomes.example',
} as const

interface Neighbourhood {
  name: string
  zip: string
  lat: number
  lng: number
  streets: string[]
  /** Typical price of a three-bedroom house there. */
  price: number
}

const NEIGHBOURHOODS: Neighbourhood[] = [
  {
    name: 'Highland',
    zip: '80211',
    lat: 39.762,
    lng: -105.011,
    streets: ['W 32nd Ave', 'Tejon St', 'Lowell Blvd', 'Bryant St'],
    price: 925_000,
  },
  {
    name: 'Capitol Hill',
    zip: '80203',
    lat: 39.7313,
    lng: -104.98,
    streets: ['E 13th Ave', 'Pennsylvania St', 'Clarkson St', 'Logan St'],
    price: 610_000,
  },
  {
    name: 'Cherry Creek',
    zip: '80206',
    lat: 39.717,
    lng: -104.953,
    streets: ['E 3rd Ave', 'Madison St', 'Detroit St', 'Steele St'],
    price: 1_650_000,
  },
  {
    name: 'Washington Park',
    zip: '80209',
    lat: 39.701,
    lng: -104.97,
    streets: ['S Gaylord St', 'E Tennessee Ave', 'S Franklin St', 'S Race St'],
    price: 1_250_000,
  },
  {
    name: 'Platt Park',
    zip: '80210',
    lat: 39.684,
    lng: -104.98,
    streets: ['S Pearl St', 'S Logan St', 'E Iowa Ave', 'S Washington St'],
    price: 980_000,
  },
  {
    name: 'Park Hill',
    zip: '80207',
    lat: 39.753,
    lng: -104.92,
    streets: ['Glencoe St', 'E 23rd Ave', 'Forest St', 'Holly St'],
    price: 870_000,
  },
  {
    name: 'Five Points',
    zip: '80205',
    lat: 39.758,
    lng: -104.974,
    streets: ['Welton St', 'Larimer St', 'Downing St', 'E 28th Ave'],
    price: 640_000,
  },
  {
    name: 'Lower Downtown',
    zip: '80202',
    lat: 39.753,
    lng: -104.999,
    streets: ['Wynkoop St', 'Market St', 'Blake St', '16th St'],
    price: 720_000,
  },
  {
    name: 'Berkeley',
    zip: '80212',
    lat: 39.776,
    lng: -105.045,
    streets: ['Tennyson St', 'W 44th Ave', 'Utica St', 'Raleigh St'],
    price: 840_000,
  },
  {
    name: 'Sloan Lake',
    zip: '80204',
    lat: 39.748,
    lng: -105.046,
    streets: ['W 17th Ave', 'Sheridan Blvd', 'Stuart St', 'Perry St'],
    price: 795_000,
  },
]

const OFFICES: ResoRecord[] = [
  { OfficeKey: 'OK-MHH01', OfficeMlsId: 'MHH01', OfficeName: 'Mile High Homes', OfficePhone: '303-555-0100' },
  {
    OfficeKey: 'OK-MHH02',
    OfficeMlsId: 'MHH02',
    OfficeName: 'Mile High Homes Cherry Creek',
    OfficePhone: '303-555-0101',
  },
  { OfficeKey: 'OK-FRR10', OfficeMlsId: 'FRR10', OfficeName: 'Front Range Realty', OfficePhone: '303-555-0140' },
  { OfficeKey: 'OK-SUM22', OfficeMlsId: 'SUM22', OfficeName: 'Summit Properties', OfficePhone: '720-555-0162' },
  {
    OfficeKey: 'OK-RMG05',
    OfficeMlsId: 'RMG05',
    OfficeName: 'Rocky Mountain Realty Group',
    OfficePhone: '720-555-0188',
  },
]

const AGENTS: [first: string, last: string, office: string][] = [
  ['Avery', 'Lindqvist', 'MHH01'],
  ['Marcus', 'Okafor', 'MHH01'],
  ['Priya', 'Raman', 'MHH02'],
  ['Dana', 'Whitfield', 'MHH02'],
  ['Luis', 'Archuleta', 'FRR10'],
  ['Hannah', 'Becker', 'FRR10'],
  ['Tom', 'Nakamura', 'SUM22'],
  ['Grace', 'Holloway', 'SUM22'],
  ['Owen', 'Castillo', 'RMG05'],
  ['Sofia', 'Kowalski', 'RMG05'],
  ['Ben', 'Adeyemi', 'RMG05'],
  ['Claire', 'Dubois', 'FRR10'],
]

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface DenverFeed {
  offices: ResoRecord[]
  members: ResoRecord[]
  properties: ResoRecord[]
}

/**
 * The feed: 5 offices (two of them Mile High Homes'), 12 agents and `count` listings: about 70 %
 * active, some coming soon and pending, 12 % closed and 5 % for lease, a sixth listed by Mile High.
 */
export function denverFeed(count = 600, modified = '2026-11-01T12:00:00Z'): DenverFeed {
  const next = random(80202)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const members = AGENTS.map(([first, last, office]) => ({
    MemberKey: `MK-${first}-${last}`.toUpperCase(),
    MemberMlsId: `${office}-${last.slice(0, 3).toUpperCase()}`,
    MemberFirstName: first,
    MemberLastName: last,
    MemberEmail: office.startsWith('MHH')
      ? `${first}.${last}@${MILE_HIGH.emailDomain}`.toLowerCase()
      : `${first}.${last}@${office.toLowerCase()}.example`.toLowerCase(),
    MemberMobilePhone: `303-555-${String(1000 + AGENTS.findIndex((a) => a[1] === last) * 7).padStart(4, '0')}`,
    OfficeKey: `OK-${office}`,
    OfficeMlsId: office,
    ModificationTimestamp: modified,
  }))
  const properties: ResoRecord[] = []
  for (let i = 1; i <= count; i++) {
    const area = pick(NEIGHBOURHOODS)
    const agent = i % 6 === 0 ? members[i % 4]! : pick(members.slice(4))
    const roll = next()
    const lease = roll > 0.95
    const status = lease
      ? 'Active'
      : roll < 0.7
        ? 'Active'
        : roll < 0.75
          ? 'Coming Soon'
          : roll < 0.83
            ? 'Pending'
            : 'Closed'
    const kind = pick(['Single Family Residence', 'Single Family Residence', 'Condominium', 'Townhouse'] as const)
    const beds = kind === 'Condominium' ? 1 + Math.floor(next() * 2) : 2 + Math.floor(next() * 4)
    const baths = Math.max(1, beds - 1 + Math.floor(next() * 2))
    const sqft = Math.round((kind === 'Condominium' ? 650 : 1100) + beds * 380 + next() * 600)
    const price = lease
      ? Math.round((1800 + beds * 650 + next() * 900) / 25) * 25
      : Math.round((area.price * (0.45 + beds * 0.17) * (0.85 + next() * 0.3)) / 5000) * 5000
    const number = 100 + Math.floor(next() * 4800)
    const street = pick(area.streets)
    const listed = new Date(Date.parse('2026-03-01T00:00:00Z') + Math.floor(next() * 230) * 86_400_000)
    const closed = status === 'Closed' ? new Date(listed.getTime() + 45 * 86_400_000) : null
    properties.push({
      ListingKey: `DEN-${String(i).padStart(5, '0')}`,
      ListingId: `REC${4_100_000 + i}`,
      StandardStatus: status,
      PropertyType: lease ? 'Residential Lease' : 'Residential',
      PropertySubType: kind,
      ListPrice: price,
      OriginalListPrice: price,
      ClosePrice: closed ? Math.round((price * (0.97 + next() * 0.05)) / 1000) * 1000 : null,
      CloseDate: closed ? closed.toISOString().slice(0, 10) : null,
      PurchaseContractDate: closed ? new Date(listed.getTime() + 20 * 86_400_000).toISOString().slice(0, 10) : null,
      ListingContractDate: listed.toISOString().slice(0, 10),
      LeaseAmountFrequency: lease ? 'Monthly' : null,
      BedroomsTotal: beds,
      BathroomsTotalInteger: baths,
      BathroomsFull: baths,
      LivingArea: sqft,
      LotSizeSquareFeet: kind === 'Condominium' ? null : 3000 + Math.round(next() * 5000),
      YearBuilt: 1890 + Math.floor(next() * 134),
      Latitude: Number((area.lat + (next() - 0.5) * 0.018).toFixed(6)),
      Longitude: Number((area.lng + (next() - 0.5) * 0.022).toFixed(6)),
      UnparsedAddress: `${number} ${street}${kind === 'Condominium' ? ` Unit ${1 + Math.floor(next() * 30)}` : ''}`,
      City: 'Denver',
      StateOrProvince: 'CO',
      PostalCode: area.zip,
      PublicRemarks: `${kind === 'Condominium' ? 'Bright condo' : 'Well-kept home'} in ${area.name}, ${beds} bedrooms and ${baths} baths, minutes from the neighbourhood's parks, shops and restaurants.`,
      ListAgentKey: agent.MemberKey,
      ListAgentMlsId: agent.MemberMlsId,
      ListAgentFullName: `${agent.MemberFirstName} ${agent.MemberLastName}`,
      ListAgentEmail: agent.MemberEmail,
      ListOfficeKey: agent.OfficeKey,
      ListOfficeMlsId: agent.OfficeMlsId,
      ListOfficeName: OFFICES.find((o) => o.OfficeKey === agent.OfficeKey)!.OfficeName,
      ModificationTimestamp: modified,
      Media: [],
    })
  }
  return { offices: OFFICES, members, properties }
}

/**
 * `count` price cuts of 2 % on the feed's active sale listings, stamped `at`: what a scheduled run
 * should pick up. Answers the keys changed.
 */
export function cutPrices(feed: DenverFeed, count: number, at: string): string[] {
  const changed: string[] = []
  for (const record of feed.properties) {
    if (changed.length === count) break
    if (record.StandardStatus !== 'Active' || record.PropertyType !== 'Residential') continue
    record.ListPrice = Math.round((Number(record.ListPrice) * 0.98) / 1000) * 1000
    record.ModificationTimestamp = at
    changed.push(String(record.ListingKey))
  }
  return changed
}
