/**
 * Something in an admin's card stylesheet the card leaves out, for the editor and the server's
 * 422 to show: `rule` names it as written ('@import', 'position: fixed', 'body'), `line` is where
 * it starts (1-based).
 *
 * @example
 * { line: 3, rule: '@import', detail: '@import loads a remote stylesheet' }
 */
export type StylesheetProblem = { line: number; rule: string; detail: string }

/** An admin's stylesheet as a card uses it: the CSS left once every problem is dropped, and the problems. */
export type CardStylesheet = { css: string; problems: StylesheetProblem[] }

/** The longest stylesheet a card keeps (characters). */
export const MAX_CARD_STYLESHEET_LENGTH = 20_000

/** The highest z-index a card's content may ask for (the card is its own stacking context anyway). */
export const MAX_CARD_Z_INDEX = 100

/** At-rules that only group rules by a condition; every other at-rule is dropped. */
const GROUP_AT_RULES: ReadonlySet<string> = new Set(['media', 'supports', 'container'])

const AT_RULE_DETAIL: Readonly<Record<string, string>> = {
  import: '@import loads a remote stylesheet',
  'font-face': '@font-face loads a font',
  namespace: '@namespace changes how every selector of the page reads',
}

/** CSS functions that fetch something (url( is checked on its own: an inline image is fine). */
const FETCHING_FUNCTIONS =
  /(?<![\w-])(src|image-set|-webkit-image-set|image|cross-fade|-webkit-cross-fade|element|-moz-element)\(/i

/** Selectors of the page itself: inside a card they match nothing, so they are a mistake or an attempt. */
const PAGE_SELECTOR = /(?<![\w.#-]|\\)(?:html|body)(?![\w-])|:root(?![\w-])/i

const INLINE_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif|svg\+xml)[;,]/i

const PROPERTY_NAME = /^-{0,2}[a-z_][\w-]*$/i

type Node =
  | { kind: 'declaration'; line: number; name: string; value: string }
  | { kind: 'rule'; line: number; prelude: string; children: Node[] }
  | { kind: 'at-rule'; line: number; name: string; prelude: string; children: Node[] | null }
  | { kind: 'junk'; line: number; text: string }

/** Reads CSS (with nesting) into a tree, the way a browser splits it: strings, comments, url( and brackets respected. */
class Reader {
  index = 0
  line = 1
  readonly problems: StylesheetProblem[] = []
  constructor(readonly css: string) {}

  private at(offset = 0): string {
    return this.css[this.index + offset] ?? ''
  }

  private advance(count = 1): string {
    const text = this.css.slice(this.index, this.index + count)
    for (const character of text) if (character === '\n') this.line++
    this.index += count
    return text
  }

  /** Skips whitespace, comments and stray semicolons. */
  private skipSpace(): void {
    for (;;) {
      if (/\s|;/.test(this.at())) this.advance()
      else if (this.at() === '/' && this.at(1) === '*') this.skipComment()
      else return
    }
  }

  private skipComment(): void {
    const end = this.css.indexOf('*/', this.index + 2)
    this.advance((end === -1 ? this.css.length : end + 2) - this.index)
  }

  /** A string token, `<` escaped so it can never close the `<style>` element it is rendered in. */
  private readString(): string {
    const quote = this.advance()
    let text = quote
    while (this.index < this.css.length && this.at() !== quote && this.at() !== '\n') {
      if (this.at() === '\\') text += this.advance(Math.min(2, this.css.length - this.index))
      else text += this.at() === '<' ? (this.advance(), '\\3c ') : this.advance()
    }
    if (text.endsWith('\\') && this.index >= this.css.length) text = text.slice(0, -1)
    if (this.at() === quote) this.advance()
    return text + quote
  }

  /**
   * Text up to a `;`, `{` or `}` outside strings and brackets (comments become a space), and
   * which of them stopped it ('' at the end).
   */
  private readRun(): { text: string; stop: string } {
    let text = ''
    let depth = 0
    while (this.index < this.css.length) {
      const character = this.at()
      if (character === '/' && this.at(1) === '*') {
        this.skipComment()
        text += ' '
      } else if (character === '"' || character === "'") {
        text += this.readString()
      } else if (character === '\\') {
        text += this.advance(Math.min(2, this.css.length - this.index))
      } else if (
        /^url\(\s*[^\s"']/i.test(this.css.slice(this.index, this.index + 64)) &&
        !/[\w-]/.test(text.at(-1) ?? '')
      ) {
        // An unquoted url runs to ')', whatever it holds.
        const end = this.css.indexOf(')', this.index)
        text += this.advance((end === -1 ? this.css.length : end + 1) - this.index)
        if (end === -1) text += ')'
      } else if (character === '(' || character === '[') {
        depth++
        text += this.advance()
      } else if ((character === ')' || character === ']') && depth > 0) {
        depth--
        text += this.advance()
      } else if (depth === 0 && (character === ';' || character === '{' || character === '}')) {
        return { text: text.replaceAll('</', '/'), stop: character }
      } else if (character === '<' && this.at(1) === '/') {
        this.advance()
      } else {
        text += this.advance()
      }
    }
    return { text: text.replaceAll('</', '/'), stop: '' }
  }

  /** The items of a block (or of the whole sheet when `top`), up to its `}`. */
  readBlock(top: boolean): Node[] {
    const nodes: Node[] = []
    for (;;) {
      this.skipSpace()
      if (this.index >= this.css.length) {
        if (!top) this.problems.push({ line: this.line, rule: '{', detail: 'a block is never closed: add its }' })
        return nodes
      }
      if (this.at() === '}') {
        this.advance()
        if (!top) return nodes
        this.problems.push({ line: this.line, rule: '}', detail: 'this } closes a block that was never opened' })
        continue
      }
      const line = this.line
      if (this.at() === '@') {
        this.advance()
        const name = /^[\w-]*/.exec(this.css.slice(this.index))?.[0] ?? ''
        this.advance(name.length)
        const { text, stop } = this.readRun()
        if (stop === '{') this.advance()
        const children = stop === '{' ? this.readBlock(false) : null
        if (stop === ';') this.advance()
        nodes.push({ kind: 'at-rule', line, name: name.toLowerCase(), prelude: text.trim(), children })
        if (stop === '}' && !top) {
          this.advance()
          return nodes
        }
        continue
      }
      const { text, stop } = this.readRun()
      if (stop === '{') {
        this.advance()
        nodes.push({ kind: 'rule', line, prelude: text.trim(), children: this.readBlock(false) })
        continue
      }
      if (stop === ';') this.advance()
      const colon = text.indexOf(':')
      const name = colon === -1 ? '' : text.slice(0, colon).trim()
      if (PROPERTY_NAME.test(name)) nodes.push({ kind: 'declaration', line, name, value: text.slice(colon + 1).trim() })
      else nodes.push({ kind: 'junk', line, text: text.trim() })
    }
  }
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat
}

/** Why a declaration may not be used, or null. */
function declarationProblem(name: string, value: string): string | null {
  const property = name.toLowerCase()
  const lower = value.toLowerCase()
  if (property === 'position' && /(?<![\w-])fixed(?![\w-])/.test(lower))
    return 'position: fixed would take the content out of the card: use absolute'
  if (property === 'z-index') {
    const number = Number.parseInt(lower, 10)
    if (Number.isFinite(number) && Math.abs(number) > MAX_CARD_Z_INDEX)
      return `z-index may be at most ${MAX_CARD_Z_INDEX}: the card cannot cover the page`
  }
  if (property === 'behavior' || property === '-moz-binding' || /(?<![\w-])expression\(/.test(lower))
    return `${property} runs code`
  for (const match of value.matchAll(/(?<![\w-])url\(\s*(["']?)([^)]*?)\1\s*\)/gi)) {
    if (!INLINE_IMAGE.test(match[2]?.trim() ?? ''))
      return 'url() loads a remote resource: only inline data:image URLs are allowed'
  }
  const fetching = FETCHING_FUNCTIONS.exec(value)
  if (fetching) return `${fetching[1]}() loads a remote resource`
  return null
}

/** Writes the tree back, leaving out (and reporting) whatever a card may not use. */
function write(nodes: readonly Node[], problems: StylesheetProblem[], depth: number): string {
  const indent = '  '.repeat(depth)
  const out: string[] = []
  for (const node of nodes) {
    switch (node.kind) {
      case 'junk':
        problems.push({ line: node.line, rule: shortened(node.text), detail: 'is not a CSS declaration or rule' })
        break
      case 'declaration': {
        // !important is dropped: the card's own guard rules must always win.
        const value = node.value.replace(/!\s*important\s*$/i, '').trim()
        const detail = declarationProblem(node.name, value)
        if (detail) problems.push({ line: node.line, rule: shortened(`${node.name}: ${value}`), detail })
        else if (value !== '') out.push(`${indent}${node.name}: ${value};`)
        break
      }
      case 'rule': {
        const page = PAGE_SELECTOR.exec(node.prelude)
        if (node.prelude === '') {
          problems.push({ line: node.line, rule: '{', detail: 'a block needs a selector' })
        } else if (page) {
          problems.push({
            line: node.line,
            rule: shortened(node.prelude),
            detail: `${page[0]} is the page, not the card: a card's rules style the card only`,
          })
        } else {
          out.push(`${indent}${node.prelude} {\n${write(node.children, problems, depth + 1)}${indent}}`)
        }
        break
      }
      case 'at-rule': {
        const rule = `@${node.name}`
        if (GROUP_AT_RULES.has(node.name) && node.children) {
          out.push(`${indent}${rule} ${node.prelude} {\n${write(node.children, problems, depth + 1)}${indent}}`)
        } else {
          problems.push({
            line: node.line,
            rule,
            detail:
              AT_RULE_DETAIL[node.name] ?? `${rule} cannot be used in a card (only @media, @supports and @container)`,
          })
        }
        break
      }
    }
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`
}

/**
 * Reads an admin's card stylesheet (CSS with nesting) and keeps only what stays inside the card:
 * no `@import`, `@font-face` or other at-rules but `@media`, `@supports` and `@container`; no
 * `url()` but inline `data:image` ones, nor `image-set()`, `src()` and the like; no
 * `position: fixed`, no z-index beyond `MAX_CARD_Z_INDEX`, no `expression()`; no selector of
 * `html`, `body` or `:root`; `!important` removed; `</` and `<` in strings neutralised so the
 * text can never close its `<style>` element. Never throws: what is left out is listed in
 * `problems` (the designer shows them, the server refuses a stylesheet that has any).
 *
 * @example
 * readCardStylesheet('@import url(https://evil.example/x.css);\nh3 { color: teal }')
 * // { css: 'h3 {\n  color: teal;\n}\n',
 * //   problems: [{ line: 1, rule: '@import', detail: '@import loads a remote stylesheet' }] }
 */
export function readCardStylesheet(stylesheet: string | null | undefined): CardStylesheet {
  const text = stylesheet ?? ''
  const reader = new Reader(text.slice(0, MAX_CARD_STYLESHEET_LENGTH))
  const nodes = reader.readBlock(true)
  const problems = [...reader.problems]
  if (text.length > MAX_CARD_STYLESHEET_LENGTH) {
    problems.push({
      line: 1,
      rule: 'stylesheet',
      detail: `is longer than ${MAX_CARD_STYLESHEET_LENGTH} characters: the rest is left out`,
    })
  }
  const css = write(nodes, problems, 0)
  problems.sort((a, b) => a.line - b.line)
  return { css, problems }
}
