/** The meta the server writes a page's theme problems in (apps/api's injectSiteTheme), a JSON list. */
export const THEME_WARNINGS_META = 'idx-theme-warnings'

/**
 * Writes each of the page's theme problems to the console, one `console.warn` each: a brand colour
 * left at its default for its contrast, an unreadable `style` or `font` parameter (the server read
 * them and drew the page without them). Anything unreadable in the meta is ignored: a page never
 * breaks over its warnings.
 *
 * @example
 * warnThemeProblems(document.querySelector('meta[name="idx-theme-warnings"]')?.getAttribute('content'))
 * // console: idx: style parameter: unknown key "bordr"; …
 */
export function warnThemeProblems(content: string | null | undefined, warn = console.warn): void {
  if (!content) return
  try {
    for (const problem of JSON.parse(content) as unknown[]) if (typeof problem === 'string') warn(problem)
  } catch {
    // Not a list: nothing to say.
  }
}
