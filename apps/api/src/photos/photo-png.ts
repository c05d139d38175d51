import { renderAsync } from '@resvg/resvg-js'

/**
 * A photo drawing (photo-svg.ts) as a PNG of the size its `width` and `height` say, rendered by
 * resvg on libuv's thread pool (a gallery-sized photo takes tens of milliseconds, which would
 * otherwise hold every other request). Listings link their photos as PNGs: a browser decodes
 * raster images off its main thread, while every SVG <img> is a document of its own that the
 * page's thread lays out and paints, which a page of cards felt on each new search. Real listing
 * photos are raster images too.
 */
export async function rasterisePhoto(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } })
  return image.asPng()
}
