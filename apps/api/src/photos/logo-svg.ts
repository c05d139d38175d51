import { escapeXml } from './photo-svg.js'

/**
 * A simple generated logo: a rounded badge with the initials of `name` beside the name itself.
 * Used for feed logos (the IDX disclaimer) and the demo site's logo.
 *
 * @example
 * logoSvg('ACTRIS MLS') // '<svg … role="img" aria-labelledby="t"><title id="t">ACTRIS MLS logo</title>…'
 */
export function logoSvg(
  name: string,
  colour = '#2f5d8a',
  // The name's size and weight: a site's logo is a wordmark read in a header, a feed's a small credit.
  nameStyle: { size: number; weight: number } = { size: 16, weight: 400 },
): string {
  const initials = name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  const width = 64 + Math.max(80, Math.round(name.length * nameStyle.size * 0.6))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" ` +
    `aria-labelledby="t"><title id="t">${escapeXml(name)} logo</title>` +
    `<rect x="4" y="4" width="40" height="40" rx="8" fill="${colour}"/>` +
    `<text x="24" y="30" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="54" y="${nameStyle.size > 18 ? 32 : 30}" font-family="Helvetica, Arial, sans-serif" ` +
    `font-size="${nameStyle.size}" font-weight="${nameStyle.weight}" fill="#1f2933">` +
    `${escapeXml(name)}</text></svg>`
  )
}
