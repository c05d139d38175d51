import zipcodes from 'zipcodes'
import type { LngLat } from './geometry.js'

/**
 * Residential zip codes of the Austin area (within ~35 miles of 78701), leaving out PO-box and
 * single-building codes and codes that share another's centre. City names and centres come from
 * the `zipcodes` package, so they are real; `weight` is how many listings a zip draws relative to
 * the others and `pricePerSqft` the market's typical asking price per square foot there.
 */
const ZIPS: readonly { zip: string; weight: number; pricePerSqft: number }[] = [
  { zip: '78701', weight: 3, pricePerSqft: 700 },
  { zip: '78702', weight: 5, pricePerSqft: 480 },
  { zip: '78703', weight: 4, pricePerSqft: 650 },
  { zip: '78704', weight: 7, pricePerSqft: 560 },
  { zip: '78705', weight: 3, pricePerSqft: 520 },
  { zip: '78717', weight: 3, pricePerSqft: 270 },
  { zip: '78719', weight: 1, pricePerSqft: 200 },
  { zip: '78721', weight: 3, pricePerSqft: 360 },
  { zip: '78722', weight: 2, pricePerSqft: 470 },
  { zip: '78723', weight: 4, pricePerSqft: 400 },
  { zip: '78724', weight: 3, pricePerSqft: 250 },
  { zip: '78725', weight: 2, pricePerSqft: 240 },
  { zip: '78726', weight: 2, pricePerSqft: 300 },
  { zip: '78727', weight: 3, pricePerSqft: 300 },
  { zip: '78728', weight: 3, pricePerSqft: 270 },
  { zip: '78729', weight: 3, pricePerSqft: 290 },
  { zip: '78730', weight: 2, pricePerSqft: 400 },
  { zip: '78731', weight: 4, pricePerSqft: 450 },
  { zip: '78732', weight: 3, pricePerSqft: 340 },
  { zip: '78733', weight: 2, pricePerSqft: 450 },
  { zip: '78734', weight: 3, pricePerSqft: 360 },
  { zip: '78735', weight: 3, pricePerSqft: 400 },
  { zip: '78736', weight: 2, pricePerSqft: 300 },
  { zip: '78737', weight: 3, pricePerSqft: 290 },
  { zip: '78738', weight: 3, pricePerSqft: 350 },
  { zip: '78739', weight: 3, pricePerSqft: 300 },
  { zip: '78741', weight: 4, pricePerSqft: 330 },
  { zip: '78744', weight: 4, pricePerSqft: 250 },
  { zip: '78745', weight: 6, pricePerSqft: 360 },
  { zip: '78746', weight: 3, pricePerSqft: 600 },
  { zip: '78747', weight: 3, pricePerSqft: 220 },
  { zip: '78748', weight: 4, pricePerSqft: 280 },
  { zip: '78749', weight: 4, pricePerSqft: 310 },
  { zip: '78750', weight: 3, pricePerSqft: 320 },
  { zip: '78751', weight: 3, pricePerSqft: 500 },
  { zip: '78752', weight: 3, pricePerSqft: 380 },
  { zip: '78753', weight: 4, pricePerSqft: 280 },
  { zip: '78754', weight: 3, pricePerSqft: 250 },
  { zip: '78756', weight: 3, pricePerSqft: 500 },
  { zip: '78757', weight: 4, pricePerSqft: 440 },
  { zip: '78758', weight: 4, pricePerSqft: 330 },
  { zip: '78759', weight: 4, pricePerSqft: 350 },
  { zip: '78664', weight: 5, pricePerSqft: 230 },
  { zip: '78681', weight: 4, pricePerSqft: 240 },
  { zip: '78613', weight: 5, pricePerSqft: 250 },
  { zip: '78660', weight: 5, pricePerSqft: 220 },
  { zip: '78626', weight: 3, pricePerSqft: 220 },
  { zip: '78628', weight: 3, pricePerSqft: 230 },
  { zip: '78633', weight: 2, pricePerSqft: 240 },
  { zip: '78641', weight: 5, pricePerSqft: 220 },
  { zip: '78645', weight: 2, pricePerSqft: 300 },
  { zip: '78640', weight: 4, pricePerSqft: 190 },
  { zip: '78610', weight: 3, pricePerSqft: 210 },
  { zip: '78653', weight: 3, pricePerSqft: 190 },
  { zip: '78634', weight: 3, pricePerSqft: 200 },
  { zip: '78617', weight: 2, pricePerSqft: 180 },
  { zip: '78620', weight: 2, pricePerSqft: 300 },
  { zip: '78642', weight: 2, pricePerSqft: 220 },
  { zip: '78652', weight: 1, pricePerSqft: 260 },
  { zip: '78621', weight: 1, pricePerSqft: 180 },
  { zip: '78669', weight: 1, pricePerSqft: 280 },
  { zip: '78602', weight: 1, pricePerSqft: 190 },
]

/** A zip code with its real city and centre. */
export interface ZipPlace {
  zip: string
  city: string
  state: string
  centre: LngLat
  weight: number
  pricePerSqft: number
  /** In Williamson County, where Williamson-Burnet REALTORS list most homes. */
  williamsonCounty: boolean
}

const WILLIAMSON_CITIES = new Set(['Round Rock', 'Cedar Park', 'Georgetown', 'Leander', 'Hutto', 'Liberty Hill'])

/** The seed's zip codes, looked up in `zipcodes`; throws if the package no longer knows one. */
export function austinZips(): ZipPlace[] {
  return ZIPS.map(({ zip, weight, pricePerSqft }) => {
    const found = zipcodes.lookup(zip)
    if (!found) throw new Error(`zipcodes does not know ${zip}: remove it from src/seed/austin-zips.ts`)
    return {
      zip,
      city: found.city,
      state: found.state,
      centre: [found.longitude, found.latitude],
      weight,
      pricePerSqft,
      williamsonCounty: WILLIAMSON_CITIES.has(found.city),
    }
  })
}
