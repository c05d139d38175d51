// WCAG 2.2's contrast ratio (success criteria 1.4.3 and 1.4.11): what a theme's colour pairs
// are checked against before a page uses them.

/** The least contrast of text on its background at WCAG AA (normal-size text). */
export const AA_TEXT_CONTRAST = 4.5

const HEX = /^#([0-9a-f]{6})$/i

/** A `#rrggbb` colour's relative luminance (WCAG's definition), or null for anything else. */
export function relativeLuminance(colour: string): number | null {
  const hex = HEX.exec(colour.trim())?.[1]
  if (hex === undefined) return null
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The contrast ratio of two `#rrggbb` colours, 1 to 21; null when either is no such colour.
 *
 * @example
 * contrastRatio('#ffffff', '#000000') // 21
 * contrastRatio('#0b5cad', '#ffffff') // 6.6 (rounded)
 */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first)
  const b = relativeLuminance(second)
  if (a === null || b === null) return null
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}
