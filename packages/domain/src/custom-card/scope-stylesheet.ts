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

const WHITESPACE = /[ \t\n\r\f]/

/**
 * Copies `css` and keeps its braces balanced as a browser reads them: a `}` that would close
 * more blocks than were opened is dropped, and blocks, comments, strings and `url(` left open at
 * the end are closed. Braces inside comments, strings and unquoted `url(…)` do not count.
 */
function balanced(css: string): string {
  let out = ''
  let depth = 0
  let index = 0
  const at = (offset = 0) => css[index + offset] ?? ''
  /** Copies a backslash escape; a backslash at the very end is dropped (it would escape what we append). */
  const escape = () => {
    if (index + 1 < css.length) out += css.slice(index, index + 2)
    index += 2
  }
  while (index < css.length) {
    const character = at()
    if (character === '/' && at(1) === '*') {
      const end = css.indexOf('*/', index + 2)
      out += end === -1 ? `${css.slice(index)}*/` : css.slice(index, end + 2)
      index = end === -1 ? css.length : end + 2
    } else if (character === '"' || character === "'") {
      // A string ends at its quote, or (a bad string) at a newline that is not escaped.
      out += character
      index++
      while (index < css.length && at() !== character && at() !== '\n') {
        if (at() === '\\') escape()
        else out += css[index++]
      }
      out += index < css.length ? css[index++] : character
    } else if (character === '\\') {
      escape()
    } else if (/^url\($/i.test(css.slice(index, index + 4)) && !/[\w-]/.test(css[index - 1] ?? '')) {
      out += css.slice(index, index + 4)
      index += 4
      while (WHITESPACE.test(at())) out += css[index++]
      if (at() === '"' || at() === "'") continue // url("…"): an ordinary function and a string
      // An unquoted url, good or bad, runs to the next ')'.
      while (index < css.length && at() !== ')') {
        if (at() === '\\') escape()
        else out += css[index++]
      }
      out += ')'
      index++
    } else {
      if (character === '{') depth++
      if (character === '}' && depth === 0) {
        index++
        continue
      }
      if (character === '}') depth--
      out += character
      index++
    }
  }
  return out + '}'.repeat(depth)
}

/**
 * An admin's stylesheet wrapped for one component with native CSS nesting, so its rules style
 * that card only: `h3 { … }` becomes `.idx-custom-card--7 { h3 { … } }` and declarations at the
 * top level style the card itself (`&:hover` too). Every `<` is removed, so the text can never
 * close the `<style>` element it is rendered in, and braces are balanced, so a stray `}` cannot
 * end the scope early. Blank stylesheets give ''.
 *
 * Scoping keeps an admin's rules off the rest of the page; it is not a sandbox: a selector that
 * puts `&` inside `:has()` or `:not()` still reaches out (admins own the site). Rules valid only
 * at the top level (`@import`, `@font-face`, `@keyframes`) are ignored by the browser inside it.
 *
 * @example
 * scopeStylesheet('h3 { color: teal }', '7') // '.idx-custom-card--7 {\nh3 { color: teal }\n}\n'
 */
export function scopeStylesheet(stylesheet: string | null | undefined, componentId: string): string {
  const css = balanced((stylesheet ?? '').replaceAll('<', '')).trim()
  return css === '' ? '' : `.${customCardClassName(componentId)} {\n${css}\n}\n`
}
