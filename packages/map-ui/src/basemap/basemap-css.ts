import type { LABEL_KINDS } from './basemap-palettes.js'

const FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

/** One kind of name's type: the CSS `font` (also used to measure names for decluttering) and extras. */
export interface LabelFont {
  font: string
  sizePx: number
  letterSpacingPx: number
  uppercase: boolean
  /** CSS colour of the text; the map style's label colour unless given. */
  color?: string
}

function font(weight: string, sizePx: number, extra: Partial<LabelFont> = {}): LabelFont {
  return { font: `${weight} ${sizePx}px ${FAMILY}`, sizePx, letterSpacingPx: 0, uppercase: false, ...extra }
}

/** The type of each kind of name on the basemap, largest for the places that orient a visitor most. */
export const LABEL_FONTS: Readonly<Record<keyof typeof LABEL_KINDS, LabelFont>> = {
  state: font('600', 13, { letterSpacingPx: 1, uppercase: true }),
  county: font('600', 11),
  city: font('700', 16),
  town: font('600', 13),
  suburb: font('600', 11),
  neighborhood: font('italic 500', 12),
  water: font('italic 500', 11, { color: 'var(--idx-map-water-label, #1d4a70)' }),
  zip: font('600', 10, { letterSpacingPx: 0.5 }),
}

const kindRules = Object.entries(LABEL_FONTS)
  .map(
    ([kind, type]) =>
      `.idx-map .idx-map-label--${kind} { font: ${type.font}; line-height: 1.2;${
        type.letterSpacingPx ? ` letter-spacing: ${type.letterSpacingPx}px;` : ''
      }${type.uppercase ? ' text-transform: uppercase;' : ''}${type.color ? ` color: ${type.color};` : ''} }`,
  )
  .join('\n')

/** The offline basemap's names: centred on their spot, with a halo in the style's colours. */
export const BASEMAP_CSS = `
.idx-map .idx-map-label { position: absolute; translate: -50% -50%; color: var(--idx-map-label, #3e4451); white-space: nowrap; pointer-events: none; text-shadow: 0 0 3px var(--idx-map-halo, #fff), 0 0 2px var(--idx-map-halo, #fff), 0 0 1px var(--idx-map-halo, #fff); }
${kindRules}
.idx-map .idx-map-label--focus { font-weight: 700; }
`
