// Story fixtures: clusters around Austin (map centre 30.267294, -97.75) in the server's wire
// format (see apps/api/README.md, Clusters), feeds and area outlines. Photos and logos are inline
// SVG so the stories never touch the network.
import type { Cluster, Feed, GeoPoint, Listing, SearchPolygon } from '@idx/domain'
import type { BasemapAreaFeature, BasemapAreas } from '../basemap/basemap-types.js'

export const AUSTIN_CENTRE: GeoPoint = { lat: 30.267294, lng: -97.75 }

function svgDataUri(width: number, height: number, fill: string, text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${fill}"/>` +
    `<text x="50%" y="55%" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export function fixtureListing(id: string, lat: number, lng: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id,
    lat,
    lng,
    price_in_dollars: 450000,
    listing_status: 'Active',
    title: `${id} Test St`,
    subtitle: 'Austin, TX 78704',
    mls_number: `MLS${id.padStart(6, '0')}`,
    listing_broker: 'Test Realty',
    cover_photo_url: svgDataUri(270, 112, '#4a6b8a', `Listing ${id}`),
    slug: `${id}-test-st-austin-tx-78704`,
    ...overrides,
  }
}

/** A cluster as the server sends it: small clusters (at most 10) carry their listings. */
export function fixtureCluster(centroid: GeoPoint, count: number, listings: Listing[] = []): Cluster {
  const spread = 0.01
  return {
    centroid,
    bounding_box: {
      top_left: { lat: centroid.lat + spread, lng: centroid.lng - spread },
      bottom_right: { lat: centroid.lat - spread, lng: centroid.lng + spread },
    },
    document_count: count,
    hit_count: listings.length,
    listings,
  }
}

const DOWNTOWN = { lat: 30.2672, lng: -97.7431 }

export const SINGLE_LISTING = fixtureListing('1', 30.22, -97.8)
export const LISTING_WITHOUT_PRICE = fixtureListing('2', 30.33, -97.72, {
  price_in_dollars: null,
  title: '2 Hidden Price Ln',
  cover_photo_url: null,
  listing_broker: null,
})
export const CONDO_UNITS = [1, 2, 3].map((unit) =>
  fixtureListing(`10${unit}`, DOWNTOWN.lat, DOWNTOWN.lng, {
    title: `100 Congress Ave #${unit}0${unit}`,
    subtitle: 'Austin, TX 78701',
    price_in_dollars: 600000 + unit * 125000,
  }),
)

/**
 * A typical view: count bubbles of several size classes, price markers and a building, far enough
 * apart at zoom 10 that the layout keeps every one of them as it is.
 */
export const TYPICAL_CLUSTERS: Cluster[] = [
  fixtureCluster({ lat: 30.4, lng: -97.9 }, 240),
  fixtureCluster({ lat: 30.4, lng: -97.6 }, 175),
  fixtureCluster({ lat: 30.13, lng: -97.93 }, 120),
  fixtureCluster({ lat: 30.14, lng: -97.57 }, 12),
  fixtureCluster({ lat: 30.09, lng: -97.75 }, 45),
  fixtureCluster({ lat: SINGLE_LISTING.lat as number, lng: SINGLE_LISTING.lng as number }, 1, [SINGLE_LISTING]),
  fixtureCluster({ lat: 30.33, lng: -97.72 }, 1, [LISTING_WITHOUT_PRICE]),
  fixtureCluster(DOWNTOWN, 3, CONDO_UNITS),
]

/** Extremes: huge counts, a zero price, a dozen units at one address, a listing with hostile text. */
export const EDGE_CLUSTERS: Cluster[] = [
  fixtureCluster({ lat: 30.38, lng: -97.8 }, 12345),
  fixtureCluster({ lat: 30.2, lng: -97.78 }, 1234567),
  fixtureCluster({ lat: 30.28, lng: -97.62 }, 1, [
    fixtureListing('7', 30.28, -97.62, { price_in_dollars: 0, title: '<b>7 Script & "Quote" St</b>' }),
  ]),
  fixtureCluster(
    DOWNTOWN,
    12,
    Array.from({ length: 12 }, (_, i) =>
      fixtureListing(`2${String(i).padStart(2, '0')}`, DOWNTOWN.lat, DOWNTOWN.lng, {
        title: `200 Lavaca St #${i + 1}`,
        subtitle: 'Austin, TX 78701',
        price_in_dollars: 1250000 + i * 10000,
      }),
    ),
  ),
]

const LOGO = svgDataUri(120, 40, '#243b53', 'Austin MLS')

export const FEEDS: Feed[] = [
  {
    id: 'actris',
    disclaimer_html:
      '<p>Listing data © 2025 Austin MLS. Information deemed reliable but not guaranteed. ' +
      '<a href="https://example.test/terms" target="_blank">Terms of use</a></p>' +
      '<script>window.__idxDisclaimerScriptRan = true</script>' +
      '<img src="x" onerror="window.__idxDisclaimerScriptRan = true" alt="">',
    idx_logo_url: LOGO,
    disclaimer_settings: { text: { map: true }, image: { map: true, contain: true } },
  },
  {
    id: 'search-only',
    disclaimer_html: '<p>This feed shows its disclaimer on result cards only.</p>',
    disclaimer_settings: { image: { search: true }, agent_name: { search: true } },
  },
]

function hexagon(centre: GeoPoint, radiusDegrees: number): number[][] {
  const ring = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i
    return [centre.lng + radiusDegrees * 1.15 * Math.cos(angle), centre.lat + radiusDegrees * Math.sin(angle)]
  })
  return [...ring, ring[0] ?? []]
}

function area(name: string, kind: 'zip' | 'neighborhood', centre: GeoPoint, radius: number): BasemapAreaFeature {
  return {
    type: 'Feature',
    properties: { name, kind },
    geometry: { type: 'Polygon', coordinates: [hexagon(centre, radius)] },
  }
}

/** Seeded-style neighbourhood and zip outlines around real Austin centres. */
export const AREAS: BasemapAreas = {
  type: 'FeatureCollection',
  features: [
    area('Downtown', 'neighborhood', { lat: 30.2672, lng: -97.7431 }, 0.009),
    area('Zilker', 'neighborhood', { lat: 30.2615, lng: -97.7735 }, 0.011),
    area('Travis Heights', 'neighborhood', { lat: 30.2465, lng: -97.7459 }, 0.009),
    area('Hyde Park', 'neighborhood', { lat: 30.3055, lng: -97.7305 }, 0.009),
    area('78704', 'zip', { lat: 30.243, lng: -97.765 }, 0.03),
    area('78701', 'zip', { lat: 30.2713, lng: -97.7426 }, 0.012),
    area('78751', 'zip', { lat: 30.3093, lng: -97.7242 }, 0.018),
  ],
}

/** A drawn area around downtown (counter-clockwise, closed). */
export const DRAWN_SHAPE: SearchPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-97.77, 30.25],
      [-97.72, 30.25],
      [-97.72, 30.285],
      [-97.77, 30.285],
      [-97.77, 30.25],
    ],
  ],
}

/**
 * What the server sends for a busy view at zoom 10: its 64 px cells' clusters, some carrying their
 * listings, many closer together than their bubbles and pills are wide. 620 listings in all.
 */
export const CROWDED_CLUSTERS: Cluster[] = (() => {
  const clusters: Cluster[] = []
  let id = 500
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 6; column++) {
      const at = { lat: 30.2 + row * 0.03, lng: -97.85 + column * 0.04 }
      if ((row + column) % 3 === 0) {
        // A small cluster: four listings a block or two apart.
        const listings = Array.from({ length: 4 }, (_, i) =>
          fixtureListing(String(id++), at.lat + (i % 2) * 0.015, at.lng + Math.floor(i / 2) * 0.025, {
            price_in_dollars: 300000 + i * 75000,
          }),
        )
        clusters.push(fixtureCluster(at, listings.length, listings))
      } else {
        clusters.push(fixtureCluster(at, 29))
      }
    }
  }
  return clusters
})()

/** Zilker as the search picked it in the omnibox (a `GET places` answer): outlined on the map. */
export const ZILKER_PLACE = {
  id: 'area:5',
  name: 'Zilker',
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-97.787, 30.252],
        [-97.76, 30.252],
        [-97.756, 30.27],
        [-97.775, 30.275],
        [-97.79, 30.264],
        [-97.787, 30.252],
      ],
    ],
  },
}
