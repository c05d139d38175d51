import { readCardStylesheet } from './card-stylesheet.js'

/**
 * The class that scopes one component's stylesheet, e.g. 'idx-custom-card--7'. Characters a
 * class name cannot hold unescaped are written as `_{hex}_`, so two ids never share a class.
 *
 * @example
 * customCardClassName('7')     // 'idx-custom-card--7'
 * customCardClassName('a b.c') // 'idx-custom-card--a_20_b_2e_c'
 */
export function customCardClassName(componentId: string): string {
  return `idx-custom-card--${componentId.replace(/[^A-Za-z0-9-]/g, (character) => `_${character.codePointAt(0)?.toString(16)}_`)}`
}

/**
 * An admin's stylesheet made safe (`readCardStylesheet`) and scoped to one component with
 * `@scope` and native CSS nesting, so its rules style that card only: `h3 { … }` becomes
 * `@scope (.idx-custom-card--7) { :scope { h3 { … } } }` and declarations at the top level style
 * the card itself (`&:hover` too). `@scope` keeps every selector inside the card, even one that
 * puts `&` inside `:not()` or `:has()` or reaches a sibling with `& + *`; a browser without
 * `@scope` ignores the whole sheet (the card keeps its default look). The card's own guard rules
 * (search-ui) keep positioned, transformed or shadowed content from covering the page. Blank
 * stylesheets, and ones with nothing usable left, give ''.
 *
 * @example
 * scopeStylesheet('h3 { color: teal }', '7')
 * // '@scope (.idx-custom-card--7) {\n:scope {\nh3 {\n  color: teal;\n}\n}\n}\n'
 */
export function scopeStylesheet(stylesheet: string | null | undefined, componentId: string): string {
  const { css } = readCardStylesheet(stylesheet)
  return css === '' ? '' : `@scope (.${customCardClassName(componentId)}) {\n:scope {\n${css}}\n}\n`
}
