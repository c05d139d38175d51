import { Resvg } from '@resvg/resvg-js'

/**
 * A photo drawing (photo-svg.ts) as a PNG of the size its `width` and `height` say, rendered by
 * resvg. Listings link their photos as PNGs: a browser decodes raster images off its main thread,
 * while every SVG <img> is a document of its own that the page's thread lays out and paints, which
 * a page of cards felt on each new search. Real listing photos are raster images too.
 */
export function rasterisePhoto(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}
