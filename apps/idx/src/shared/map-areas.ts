import type { GeoJsonGeometry } from '@idx/domain'

/** One area of a market's area list (`GET areas`), as its resource's attributes carry it. */
export type ListedArea = {
  id: string
  attributes?: { name?: string; label?: string; kind?: string; geometry?: unknown }
}

/** The areas of a `GET areas` document (none before it has loaded). */
export function areasOf(document: unknown): ListedArea[] {
  return (document as { data?: ListedArea[] } | undefined)?.data ?? []
}

/** A market's area list (`GET areas`) as the map's basemap outlines: a GeoJSON FeatureCollection. */
export function basemapAreasOf(document: unknown) {
  const data = areasOf(document)
  return {
    type: 'FeatureCollection' as const,
    features: data.flatMap((area) =>
      area.attributes?.geometry
        ? [
            {
              type: 'Feature' as const,
              geometry: area.attributes.geometry as GeoJsonGeometry,
              properties: { name: area.attributes.name ?? null, kind: area.attributes.kind ?? null },
            },
          ]
        : [],
    ),
  }
}
