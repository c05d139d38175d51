// The `zipcodes` package (real US zip codes with their city, state and centre) ships no types.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string
    latitude: number
    longitude: number
    city: string
    state: string
    country: string
  }
  export function lookup(zip: string | number): ZipCode | undefined
  export function lookupByName(city: string, state: string): ZipCode[]
  export function lookupByState(state: string): ZipCode[]
  /** Zip codes within `miles` of `zip`; with `full`, the records instead of the codes. */
  export function radius(zip: string | number, miles: number): string[]
  export function radius(zip: string | number, miles: number, full: true): ZipCode[]
  export function distance(zipA: string | number, zipB: string | number): number | null
  const zipcodes: {
    lookup: typeof lookup
    lookupByName: typeof lookupByName
    lookupByState: typeof lookupByState
    radius: typeof radius
    distance: typeof distance
  }
  export default zipcodes
}
