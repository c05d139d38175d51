/** Where a site-editor component renders. */
export type IdxComponentCategory = 'listing-card' | 'listing-page' | 'map-callout'

/** A Mobiledoc document, the rich-text format the card editor saves. */
export type Mobiledoc = {
  version: string
  markups: unknown[]
  atoms: unknown[]
  cards: unknown[]
  sections: unknown[]
}

/**
 * A component built in the UI editor, e.g. a custom listing card. New ones are
 * named 'Custom Listing Card' and hold an empty document (`IDX_COMPONENT_DEFAULTS`).
 */
export type IdxComponent = {
  id: string
  category: IdxComponentCategory
  name: string
  /** CSS applied to the component. */
  stylesheet: string | null
  mobiledoc: Mobiledoc
  layout?: string | null
  /** Owning site id. */
  site?: string | null
  /** The saved version it holds: the card designer sends it back with a save (409 when stale). */
  lock_version?: number
}

/** A named set of components for a site. */
export type IdxLayout = {
  id: string
  name: string
  components: IdxComponent[]
  site?: string | null
}

/** A market's choice of component per slot (component ids). */
export type MarketIdxLayout = Partial<Record<IdxComponentCategory, string | null>>
