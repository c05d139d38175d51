// Stand-in photos for the pocket-listing stories: drawn in the page (no network), each a colour
// and a number so a test and a person can tell them apart.

const HUES = [12, 48, 96, 160, 200, 232, 280, 320]

/** A 4:3 SVG picture as a data URL, labelled (e.g. 'A'). */
export function photoDataUrl(label: string, index = 0): string {
  const hue = HUES[index % HUES.length]!
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300' viewBox='0 0 400 300'>` +
    `<rect width='400' height='300' fill='hsl(${hue} 55% 62%)'/>` +
    `<path d='M60 220 L200 100 L340 220 Z' fill='hsl(${hue} 40% 35%)'/>` +
    `<text x='200' y='270' font-family='sans-serif' font-size='40' text-anchor='middle' fill='#fff'>${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** An upload Location, as S3 (or the local disk storage) answers with it. */
export function photoLocation(name: string): string {
  return `https://uploads.example/sites/1/${name}.jpg`
}

/** Upload Locations with a thumbnail each: `previewUrl` for the stories. */
export function photoSet(names: readonly string[]): {
  urls: string[]
  previewUrl: (location: string) => string | undefined
} {
  const urls = names.map(photoLocation)
  const thumbs = new Map(urls.map((url, index) => [url, photoDataUrl(names[index]!, index)]))
  return { urls, previewUrl: (location) => thumbs.get(location) }
}

/** A real PNG file drawn in the page, as a file picker would give it. */
export async function pngFile(name: string, index = 0): Promise<File> {
  const canvas = new OffscreenCanvas(160, 120)
  const context = canvas.getContext('2d')!
  context.fillStyle = `hsl(${HUES[index % HUES.length]} 55% 55%)`
  context.fillRect(0, 0, 160, 120)
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  return new File([blob], name, { type: 'image/png' })
}
