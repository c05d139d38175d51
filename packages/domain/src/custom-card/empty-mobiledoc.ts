import type { Mobiledoc } from '../site/idx-component.js'

/** An empty Mobiledoc document. */
export const EMPTY_MOBILEDOC: Readonly<Mobiledoc> = Object.freeze({
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: [],
  sections: [],
})
