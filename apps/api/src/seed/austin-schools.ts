import type { LngLat } from './geometry.js'

export type SchoolLevel = 'elementary' | 'middle' | 'high'

/** A real school of the Austin area with its approximate location (GeoJSON order: lng, lat). */
export interface School {
  name: string
  level: SchoolLevel
  district: string
  location: LngLat
}

/** A school district with a coarse outline (closed when used). Neighbouring outlines share edges. */
export interface SchoolDistrict {
  name: string
  outline: readonly LngLat[]
}

// Coarse outlines drawn by hand around the real districts. Austin ISD wraps around Eanes ISD
// (Westlake); the outlines do not overlap, and the few gaps between them fall back to the
// nearest district.
export const SCHOOL_DISTRICTS: readonly SchoolDistrict[] = [
  {
    name: 'Austin ISD',
    outline: [
      [-97.8, 30.42],
      [-97.66, 30.42],
      [-97.66, 30.27],
      [-97.72, 30.24],
      [-97.72, 30.13],
      [-97.79, 30.125],
      [-97.88, 30.13],
      [-97.9, 30.2],
      [-97.875, 30.245],
      [-97.8, 30.245],
    ],
  },
  {
    name: 'Eanes ISD',
    outline: [
      [-97.875, 30.245],
      [-97.875, 30.35],
      [-97.8, 30.35],
      [-97.8, 30.245],
    ],
  },
  {
    name: 'Lake Travis ISD',
    outline: [
      [-98.1, 30.22],
      [-98.1, 30.42],
      [-97.93, 30.37],
      [-97.875, 30.35],
      [-97.875, 30.245],
      [-97.9, 30.2],
    ],
  },
  {
    name: 'Leander ISD',
    outline: [
      [-97.93, 30.37],
      [-98.0, 30.45],
      [-97.95, 30.62],
      [-97.8, 30.62],
      [-97.82, 30.55],
      [-97.82, 30.42],
      [-97.8, 30.42],
      [-97.8, 30.35],
      [-97.875, 30.35],
    ],
  },
  {
    name: 'Round Rock ISD',
    outline: [
      [-97.82, 30.42],
      [-97.82, 30.55],
      [-97.8, 30.57],
      [-97.62, 30.57],
      [-97.64, 30.5],
      [-97.66, 30.42],
    ],
  },
  {
    name: 'Pflugerville ISD',
    outline: [
      [-97.66, 30.42],
      [-97.64, 30.5],
      [-97.53, 30.48],
      [-97.55, 30.37],
      [-97.66, 30.37],
    ],
  },
  {
    name: 'Manor ISD',
    outline: [
      [-97.66, 30.37],
      [-97.55, 30.37],
      [-97.45, 30.36],
      [-97.45, 30.26],
      [-97.6, 30.25],
      [-97.66, 30.27],
    ],
  },
  {
    name: 'Del Valle ISD',
    outline: [
      [-97.72, 30.24],
      [-97.66, 30.27],
      [-97.6, 30.25],
      [-97.55, 30.2],
      [-97.58, 30.08],
      [-97.72, 30.13],
    ],
  },
  {
    name: 'Hays CISD',
    outline: [
      [-97.72, 30.13],
      [-97.72, 30.05],
      [-97.78, 29.95],
      [-97.95, 29.95],
      [-97.97, 30.1],
      [-97.88, 30.13],
      [-97.79, 30.125],
    ],
  },
  {
    name: 'Georgetown ISD',
    outline: [
      [-97.8, 30.57],
      [-97.8, 30.62],
      [-97.85, 30.75],
      [-97.62, 30.75],
      [-97.58, 30.66],
      [-97.62, 30.57],
    ],
  },
]

const high = (name: string, district: string, lng: number, lat: number): School => ({
  name,
  level: 'high',
  district,
  location: [lng, lat],
})
const middle = (name: string, district: string, lng: number, lat: number): School => ({
  name,
  level: 'middle',
  district,
  location: [lng, lat],
})
const elementary = (name: string, district: string, lng: number, lat: number): School => ({
  name,
  level: 'elementary',
  district,
  location: [lng, lat],
})

/** Schools with approximate real locations; their attendance zones are derived (see austin-areas.ts). */
export const SCHOOLS: readonly School[] = [
  high('Austin High School', 'Austin ISD', -97.7662, 30.2737),
  high('McCallum High School', 'Austin ISD', -97.7257, 30.3137),
  high('Anderson High School', 'Austin ISD', -97.7544, 30.3773),
  high('LBJ Early College High School', 'Austin ISD', -97.669, 30.3085),
  high('Bowie High School', 'Austin ISD', -97.8565, 30.1905),
  high('Travis Early College High School', 'Austin ISD', -97.75, 30.233),
  high('Crockett Early College High School', 'Austin ISD', -97.788, 30.2165),
  high('Akins Early College High School', 'Austin ISD', -97.7957, 30.1525),
  high('Navarro Early College High School', 'Austin ISD', -97.703, 30.36),
  high('Northeast Early College High School', 'Austin ISD', -97.691, 30.3275),
  high('Eastside Early College High School', 'Austin ISD', -97.7048, 30.28),
  high('Westlake High School', 'Eanes ISD', -97.8144, 30.2858),
  high('Lake Travis High School', 'Lake Travis ISD', -97.965, 30.348),
  high('Vandegrift High School', 'Leander ISD', -97.867, 30.405),
  high('Cedar Park High School', 'Leander ISD', -97.823, 30.504),
  high('Vista Ridge High School', 'Leander ISD', -97.8317, 30.5256),
  high('Leander High School', 'Leander ISD', -97.861, 30.569),
  high('Westwood High School', 'Round Rock ISD', -97.787, 30.465),
  high('McNeil High School', 'Round Rock ISD', -97.719, 30.47),
  high('Round Rock High School', 'Round Rock ISD', -97.672, 30.52),
  high('Cedar Ridge High School', 'Round Rock ISD', -97.625, 30.553),
  high('Pflugerville High School', 'Pflugerville ISD', -97.62, 30.447),
  high('Connally High School', 'Pflugerville ISD', -97.656, 30.407),
  high('Manor High School', 'Manor ISD', -97.547, 30.342),
  high('Del Valle High School', 'Del Valle ISD', -97.615, 30.2),
  high('Lehman High School', 'Hays CISD', -97.819, 30.007),
  high('Hays High School', 'Hays CISD', -97.872, 30.044),
  high('Johnson High School', 'Hays CISD', -97.84, 30.086),
  high('Georgetown High School', 'Georgetown ISD', -97.69, 30.65),
  high('East View High School', 'Georgetown ISD', -97.64, 30.614),

  middle('O. Henry Middle School', 'Austin ISD', -97.7653, 30.2826),
  middle('Lamar Middle School', 'Austin ISD', -97.743, 30.3275),
  middle('Kealing Middle School', 'Austin ISD', -97.7232, 30.2735),
  middle('Lively Middle School', 'Austin ISD', -97.7485, 30.2428),
  middle('Small Middle School', 'Austin ISD', -97.827, 30.228),
  middle('Gorzycki Middle School', 'Austin ISD', -97.885, 30.188),
  middle('Murchison Middle School', 'Austin ISD', -97.768, 30.3655),
  middle('Burnet Middle School', 'Austin ISD', -97.72, 30.36),
  middle('Martin Middle School', 'Austin ISD', -97.721, 30.2545),
  middle('Covington Middle School', 'Austin ISD', -97.8401, 30.2161),
  middle('Bedichek Middle School', 'Austin ISD', -97.79, 30.199),
  middle('Dobie Middle School', 'Austin ISD', -97.686, 30.358),
  middle('Webb Middle School', 'Austin ISD', -97.708, 30.3378),
  middle('Paredes Middle School', 'Austin ISD', -97.785, 30.162),
  middle('Hill Country Middle School', 'Eanes ISD', -97.827, 30.281),
  middle('Lake Travis Middle School', 'Lake Travis ISD', -97.966, 30.333),
  middle('Canyon Ridge Middle School', 'Leander ISD', -97.8682, 30.3963),
  middle('Cedar Park Middle School', 'Leander ISD', -97.825, 30.499),
  middle('Leander Middle School', 'Leander ISD', -97.854, 30.575),
  middle('Pearson Ranch Middle School', 'Round Rock ISD', -97.774, 30.485),
  middle('Chisholm Trail Middle School', 'Round Rock ISD', -97.698, 30.525),
  middle('Pflugerville Middle School', 'Pflugerville ISD', -97.624, 30.439),
  middle('Manor Middle School', 'Manor ISD', -97.555, 30.345),
  middle('Dailey Middle School', 'Del Valle ISD', -97.632, 30.186),
  middle('Barton Middle School', 'Hays CISD', -97.842, 30.022),
  middle('Tippit Middle School', 'Georgetown ISD', -97.683, 30.657),

  elementary('Zilker Elementary School', 'Austin ISD', -97.7749, 30.2557),
  elementary('Barton Hills Elementary School', 'Austin ISD', -97.7874, 30.2577),
  elementary('Becker Elementary School', 'Austin ISD', -97.7574, 30.2448),
  elementary('Lee Elementary School', 'Austin ISD', -97.725, 30.296),
  elementary('Maplewood Elementary School', 'Austin ISD', -97.7147, 30.2873),
  elementary('Casis Elementary School', 'Austin ISD', -97.765, 30.3033),
  elementary('Mathews Elementary School', 'Austin ISD', -97.7571, 30.2791),
  elementary('Bryker Woods Elementary School', 'Austin ISD', -97.7505, 30.3041),
  elementary('Pease Elementary School', 'Austin ISD', -97.7477, 30.2768),
  elementary('Travis Heights Elementary School', 'Austin ISD', -97.7404, 30.2429),
  elementary('Dawson Elementary School', 'Austin ISD', -97.76, 30.2376),
  elementary('Highland Park Elementary School', 'Austin ISD', -97.753, 30.3302),
  elementary('Gullett Elementary School', 'Austin ISD', -97.747, 30.339),
  elementary('Brentwood Elementary School', 'Austin ISD', -97.7312, 30.3363),
  elementary('Pillow Elementary School', 'Austin ISD', -97.739, 30.361),
  elementary('Reilly Elementary School', 'Austin ISD', -97.7228, 30.3307),
  elementary('Ridgetop Elementary School', 'Austin ISD', -97.7209, 30.3148),
  elementary('Blanton Elementary School', 'Austin ISD', -97.6905, 30.3218),
  elementary('Campbell Elementary School', 'Austin ISD', -97.7127, 30.2808),
  elementary('Metz Elementary School', 'Austin ISD', -97.7195, 30.2555),
  elementary('Sanchez Elementary School', 'Austin ISD', -97.7323, 30.2583),
  elementary('Govalle Elementary School', 'Austin ISD', -97.7005, 30.262),
  elementary('Allison Elementary School', 'Austin ISD', -97.69, 30.2335),
  elementary('Kiker Elementary School', 'Austin ISD', -97.8787, 30.1887),
  elementary('Baranoff Elementary School', 'Austin ISD', -97.8436, 30.1735),
  elementary('Clayton Elementary School', 'Austin ISD', -97.8926, 30.1823),
  elementary('Mills Elementary School', 'Austin ISD', -97.8568, 30.206),
  elementary('Doss Elementary School', 'Austin ISD', -97.7601, 30.3614),
  elementary('Hill Elementary School', 'Austin ISD', -97.7553, 30.3737),
  elementary('Davis Elementary School', 'Austin ISD', -97.753, 30.413),
  elementary('Perez Elementary School', 'Austin ISD', -97.7533, 30.1587),
  elementary('Blazier Elementary School', 'Austin ISD', -97.7926, 30.1337),
  elementary('Eanes Elementary School', 'Eanes ISD', -97.803, 30.286),
  elementary('Forest Trail Elementary School', 'Eanes ISD', -97.806, 30.259),
  elementary('Cedar Creek Elementary School', 'Eanes ISD', -97.833, 30.277),
  elementary('Lakeway Elementary School', 'Lake Travis ISD', -97.978, 30.364),
  elementary('River Ridge Elementary School', 'Leander ISD', -97.885, 30.389),
  elementary('Steiner Ranch Elementary School', 'Leander ISD', -97.869, 30.385),
  elementary('Patsy Sommer Elementary School', 'Round Rock ISD', -97.758, 30.506),
  elementary('Brushy Creek Elementary School', 'Round Rock ISD', -97.736, 30.51),
  elementary('Deep Wood Elementary School', 'Round Rock ISD', -97.67, 30.502),
  elementary('Pflugerville Elementary School', 'Pflugerville ISD', -97.621, 30.444),
  elementary('Manor Elementary School', 'Manor ISD', -97.556, 30.34),
  elementary('Popham Elementary School', 'Del Valle ISD', -97.616, 30.184),
  elementary('Kyle Elementary School', 'Hays CISD', -97.876, 29.989),
  elementary('Buda Elementary School', 'Hays CISD', -97.844, 30.084),
  elementary('Williams Elementary School', 'Georgetown ISD', -97.678, 30.63),
]

/** How far an attendance zone may reach from its school, by level. */
export const ZONE_RADIUS_KM: Readonly<Record<SchoolLevel, number>> = { elementary: 1.6, middle: 3.2, high: 6.5 }

/** The label a school level shows under the school's name. */
export const SCHOOL_LEVEL_LABEL: Readonly<Record<SchoolLevel, string>> = {
  elementary: 'Elementary School',
  middle: 'Middle School',
  high: 'High School',
}
