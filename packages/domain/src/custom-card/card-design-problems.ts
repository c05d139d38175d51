import { readCardStylesheet } from './card-stylesheet.js'
import { readCustomCard } from './read-custom-card.js'

/** The designs the card designer edits: a market's result card and its map popup. */
export const CARD_DESIGN_CATEGORIES = ['listing-card', 'map-callout'] as const

/** A design the card designer edits (an `IdxComponentCategory`). */
export type CardDesignCategory = (typeof CARD_DESIGN_CATEGORIES)[number]

/** What each design is called in the designer's links, flashes and the server's messages. */
export const CARD_DESIGN_LABELS: Readonly<Record<CardDesignCategory, string>> = {
  'listing-card': 'Listing Card',
  'map-callout': 'Map Callout',
}

/** The longest name a design may have. */
export const MAX_CARD_DESIGN_NAME_LENGTH = 120

/**
 * Why a card design cannot be saved, one entry per problem: `field` is the attribute
 * ('mobiledoc', 'stylesheet', 'name' or 'category'), `pointer` a JSON Pointer into the document
 * or `line N` of the stylesheet, `detail` a sentence an admin can act on.
 */
export type CardDesignProblem = {
  field: 'category' | 'name' | 'mobiledoc' | 'stylesheet'
  pointer: string
  detail: string
}

/** Whether `value` is a design the card designer edits. */
export function isCardDesignCategory(value: unknown): value is CardDesignCategory {
  return typeof value === 'string' && (CARD_DESIGN_CATEGORIES as readonly string[]).includes(value)
}

/**
 * Every reason a design (its Mobiledoc document and stylesheet, and when given its name and
 * category) cannot be saved: the server refuses such a design with these as its 422 errors, and
 * the designer shows them before SAVE. The card reads the same way for visitors (what it cannot
 * read is left out, a document with nothing readable falls back to the default card), so a saved
 * design has none. Pass only the members being saved: missing ones are not checked.
 *
 * @example
 * cardDesignProblems({ mobiledoc: { version: '9' }, stylesheet: '@import "x.css";' })
 * // [{ field: 'mobiledoc', pointer: '/version', detail: 'version must be 0.3.0, 0.3.1, 0.3.2, not "9"' },
 * //  { field: 'stylesheet', pointer: 'line 1', detail: '@import: @import loads a remote stylesheet' }]
 */
export function cardDesignProblems(design: {
  category?: unknown
  name?: unknown
  mobiledoc?: unknown
  stylesheet?: unknown
}): CardDesignProblem[] {
  const problems: CardDesignProblem[] = []
  if ('category' in design && !isCardDesignCategory(design.category)) {
    problems.push({ field: 'category', pointer: '', detail: `category must be ${CARD_DESIGN_CATEGORIES.join(' or ')}` })
  }
  if ('name' in design) {
    const { name } = design
    if (typeof name !== 'string' || name.trim() === '')
      problems.push({ field: 'name', pointer: '', detail: 'name must not be blank' })
    else if (name.length > MAX_CARD_DESIGN_NAME_LENGTH)
      problems.push({
        field: 'name',
        pointer: '',
        detail: `name must be at most ${MAX_CARD_DESIGN_NAME_LENGTH} characters`,
      })
  }
  if ('mobiledoc' in design) {
    for (const { pointer, detail } of readCustomCard(design.mobiledoc).dropped)
      problems.push({ field: 'mobiledoc', pointer, detail })
  }
  if ('stylesheet' in design) {
    const { stylesheet } = design
    if (stylesheet !== null && typeof stylesheet !== 'string') {
      problems.push({ field: 'stylesheet', pointer: '', detail: 'stylesheet must be text' })
    } else {
      for (const { line, rule, detail } of readCardStylesheet(stylesheet).problems)
        problems.push({ field: 'stylesheet', pointer: `line ${line}`, detail: `${rule}: ${detail}` })
    }
  }
  return problems
}
