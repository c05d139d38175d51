import type { GeoJsonGeometry } from '@idx/domain'

type AreaList = { data?: { id: string; attributes?: { name?: string; kind?: string; geometry?: unknown } }[] }

/** A market's area list (`GET areas`) as the map's basemap outlines: a GeoJSON FeatureCollection. */
export function basemapAreasOf(document: unknown) {
  const data = (document as AreaList | undefined)?.data ?? []
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
