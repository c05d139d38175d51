import type { IdxComponentCategory, Mobiledoc } from '../types/idx-component.js'

/** Slots a site-editor component can fill (keys of a market's `idx_layout`). */
export const IDX_COMPONENT_CATEGORIES = [
  'listing-card',
  'listing-page',
  'map-callout',
] as const satisfies readonly IdxComponentCategory[]

/** An empty Mobiledoc document. */
export const EMPTY_MOBILEDOC: Readonly<Mobiledoc> = Object.freeze({
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: [],
  sections: [],
})

/** Field values of a new idx component. */
export const IDX_COMPONENT_DEFAULTS = {
  category: 'listing-card',
  name: 'Custom Listing Card',
  mobiledoc: EMPTY_MOBILEDOC,
} as const
