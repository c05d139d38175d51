import zipcodes from 'zipcodes'

/** US metros the benchmark spreads listings over, with a weight for how many listings each gets. */
const METROS: readonly [city: string, state: string, weight: number][] = [
  ['New York', 'NY', 10],
  ['Los Angeles', 'CA', 9],
  ['Chicago', 'IL', 7],
  ['Houston', 'TX', 7],
  ['Phoenix', 'AZ', 5],
  ['Philadelphia', 'PA', 5],
  ['San Antonio', 'TX', 4],
  ['San Diego', 'CA', 4],
  ['Dallas', 'TX', 5],
  ['Austin', 'TX', 5],
  ['Jacksonville', 'FL', 3],
  ['Columbus', 'OH', 3],
  ['Charlotte', 'NC', 3],
  ['Indianapolis', 'IN', 3],
  ['San Francisco', 'CA', 4],
  ['Seattle', 'WA', 4],
  ['Denver', 'CO', 4],
  ['Washington', 'DC', 4],
  ['Boston', 'MA', 4],
  ['Nashville', 'TN', 3],
  ['Portland', 'OR', 3],
  ['Las Vegas', 'NV', 3],
  ['Detroit', 'MI', 3],
  ['Memphis', 'TN', 2],
  ['Louisville', 'KY', 2],
  ['Baltimore', 'MD', 3],
  ['Milwaukee', 'WI', 2],
  ['Albuquerque', 'NM', 2],
  ['Tucson', 'AZ', 2],
  ['Fresno', 'CA', 2],
  ['Sacramento', 'CA', 3],
  ['Kansas City', 'MO', 2],
  ['Atlanta', 'GA', 5],
  ['Miami', 'FL', 5],
  ['Raleigh', 'NC', 2],
  ['Omaha', 'NE', 2],
  ['Minneapolis', 'MN', 3],
  ['Tulsa', 'OK', 2],
  ['Cleveland', 'OH', 2],
  ['Tampa', 'FL', 3],
  ['Orlando', 'FL', 3],
  ['Pittsburgh', 'PA', 2],
  ['Cincinnati', 'OH', 2],
  ['Salt Lake City', 'UT', 2],
  ['Boise', 'ID', 1],
  ['Richmond', 'VA', 2],
  ['Birmingham', 'AL', 1],
  ['Buffalo', 'NY', 1],
  ['Spokane', 'WA', 1],
  ['Honolulu', 'HI', 1],
  ['Anchorage', 'AK', 1],
  ['Des Moines', 'IA', 1],
]

export interface BenchZip {
  marketIndex: number
  zip: string
  city: string
  state: string
  latitude: number
  longitude: number
}

export interface BenchMetro {
  index: number
  city: string
  state: string
  latitude: number
  longitude: number
  zips: BenchZip[]
}

/**
 * Real metros and their real zip codes (the `zipcodes` package). Each zip appears `weight` times in
 * the returned zip list so bigger metros get more listings.
 */
export function benchGeography(): { metros: BenchMetro[]; weightedZips: BenchZip[] } {
  const metros: BenchMetro[] = []
  const weightedZips: BenchZip[] = []
  METROS.forEach(([city, state, weight]) => {
    const found = zipcodes.lookupByName(city, state)
    if (found.length === 0) throw new Error(`zipcodes has no zip for ${city}, ${state}`)
    const index = metros.length
    const zips = found.map((z) => ({
      marketIndex: index,
      zip: String(z.zip),
      city: z.city,
      state: z.state,
      latitude: z.latitude,
      longitude: z.longitude,
    }))
    const latitude = zips.reduce((s, z) => s + z.latitude, 0) / zips.length
    const longitude = zips.reduce((s, z) => s + z.longitude, 0) / zips.length
    metros.push({ index, city, state, latitude, longitude, zips })
    // Weight per zip so a metro's share follows its weight, whatever its zip count.
    const copies = Math.max(1, Math.round((weight * 60) / zips.length))
    for (const z of zips) for (let i = 0; i < copies; i++) weightedZips.push(z)
  })
  return { metros, weightedZips }
}
