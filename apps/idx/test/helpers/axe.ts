// axe-core's findings on a page as the Chromium tests of apps/idx read them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'

declare global {
  interface Window {
    /** axe-core, once axeViolations has evaluated its source in the page. */
    axe?: { run: () => Promise<AxeResults> }
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  /** The first few offending elements' selectors. */
  targets: string[]
}

/** axe-core's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as a script tag: the page's Content-Security-Policy runs no inline script without its nonce.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    const result = await window.axe.run()
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }))
  })
}
