import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { BoundingBox, GeoJsonGeometry } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { MarketId, ResourceId } from './resource-id.js'

/** The kinds of area a market lists. */
export type AreaKind = 'neighborhood' | 'school_district' | 'school' | 'zip'

/** An area or school as the normaliser reads it (the domain has no area type yet). */
export interface AreaRecord {
  readonly id: string
  readonly type: string
  readonly name?: string | null
  readonly label?: string | null
  readonly kind?: AreaKind | (string & {}) | null
  readonly geometry?: GeoJsonGeometry | null
}

/** A place a picked suggestion names, with its outline and box. */
export interface PlaceRecord {
  readonly id: string
  readonly type: string
  readonly name?: string | null
  readonly label?: string | null
  readonly geometry?: GeoJsonGeometry | null
  readonly bounding_box?: BoundingBox | null
}

/** An area or school: its id and the market it is looked up in (required by the server). */
export interface MarketResourceQuery {
  readonly id: ResourceId
  readonly market_id: string | number
}

/** Query of the area list: a market, and which kinds (default neighbourhoods). */
export interface AreaListQuery {
  readonly market_id: string | number
  readonly kinds?: readonly AreaKind[]
}

/**
 * Query of `GET places`: the suggestion ids a search picked and the cities of its City filter (as
 * typed), in their market. At least one id or city.
 */
export interface PlacesQuery {
  readonly ids: readonly string[]
  readonly cities?: readonly string[]
  readonly market_id?: MarketId
}

/** Adds a market's areas and schools, and the places picked suggestions name. */
export function injectAreaEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET area/{id}?market_id=`: a neighbourhood or other area with its shape. */
      getArea: build.query<TypedDocument<AreaRecord | null>, MarketResourceQuery>({
        query: ({ id, market_id }) => ({ path: `area/${encodeURIComponent(id)}`, query: { market_id } }),
        transformResponse: documentOf<AreaRecord | null>(),
        providesTags: (_result, _error, { id }) => [{ type: 'Area', id: String(id) }],
      }),

      /**
       * `GET areas?market_id=&kind=`: the market's neighbourhood outlines (or the kinds listed,
       * among neighborhood, school_district, school, zip), e.g. for a map's offline basemap.
       */
      getAreas: build.query<TypedDocument<AreaRecord[]>, AreaListQuery>({
        query: ({ market_id, kinds }) => ({
          path: 'areas',
          query: { market_id, ...(kinds && kinds.length > 0 ? { kind: kinds.join(',') } : {}) },
        }),
        transformResponse: documentOf<AreaRecord[]>(),
        providesTags: (result) => listTags('Area', result),
      }),

      /**
       * `GET places?ids=&cities=&market_id=`: where picked suggestions and a City filter's cities
       * are (outline and box), so a map can move to them and outline them. Places do not change
       * while the page is open.
       */
      getPlaces: build.query<TypedDocument<PlaceRecord[]>, PlacesQuery>({
        query: ({ ids, cities = [], market_id }) => ({
          path: 'places',
          query: {
            ...(ids.length > 0 ? { ids: ids.join(',') } : {}),
            // A city may hold a comma ('Austin, TX'): the list goes as JSON.
            ...(cities.length > 0 ? { cities: JSON.stringify(cities) } : {}),
            ...(market_id != null && market_id !== '' ? { market_id } : {}),
          },
        }),
        transformResponse: documentOf<PlaceRecord[]>(),
        keepUnusedDataFor: 600,
      }),

      /** `GET school/{id}?market_id=`. */
      getSchool: build.query<TypedDocument<AreaRecord | null>, MarketResourceQuery>({
        query: ({ id, market_id }) => ({ path: `school/${encodeURIComponent(id)}`, query: { market_id } }),
        transformResponse: documentOf<AreaRecord | null>(),
        providesTags: (_result, _error, { id }) => [{ type: 'School', id: String(id) }],
      }),
    }),
  })
}
