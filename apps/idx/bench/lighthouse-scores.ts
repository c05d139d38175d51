import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium'

/** An audit that did not pass (Lighthouse passes an audit at a score of 0.9). */
export type FailingAudit = { category: string; id: string; title: string; score: number; displayValue: string }

export type LighthouseScores = {
  /** 0-100, or null when Lighthouse could not score the page (see runtimeError). */
  performance: number | null
  accessibility: number | null
  seo: number | null
  failing: FailingAudit[]
  runtimeError: string | null
  /** The performance score of every run, in order (the figures above are the median run's). */
  runs: (number | null)[]
}

/** The part of chrome-launcher this file uses (it is lighthouse's dependency, not ours: no types here). */
type ChromeLauncher = {
  launch(options: {
    chromePath: string
    chromeFlags: string[]
    logLevel?: 'silent' | 'error'
  }): Promise<{ port: number; kill(): void | Promise<void> }>
}

/** The flags TOOLCHAIN.md gives for Lighthouse in Debian's Chromium: the workspace's flags, headless. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const PASS = 0.9
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const

/** chrome-launcher as lighthouse itself resolves it (the version it was released with). */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseEntry = fileURLToPath(import.meta.resolve('lighthouse'))
  const entry = createRequire(lighthouseEntry).resolve('chrome-launcher')
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher
}

/**
 * Lighthouse's scores for `url`: the median of `runs` runs by performance score, as Lighthouse's
 * own guidance on variability advises (one run on a shared 2-core machine swings by 10 points).
 * A run with a runtime error is run again once (in headless Chromium on a busy machine it now and
 * then sees no first paint at all: NO_FCP).
 */
export async function lighthouseScores(url: string, runs = 1): Promise<LighthouseScores> {
  const results: Omit<LighthouseScores, 'runs'>[] = []
  for (let n = 0; n < runs; n++) {
    const first = await lighthouseRun(url)
    if (!first.runtimeError) {
      results.push(first)
      continue
    }
    console.log(`  Lighthouse: ${first.runtimeError}; running it again`)
    results.push(await lighthouseRun(url))
  }
  const scored = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
  const median = scored[Math.floor((scored.length - 1) / 2)]!
  return { ...median, runs: results.map((result) => result.performance) }
}

/**
 * Lighthouse 12 through its Node API on `url`, with its default config (mobile form factor,
 * emulated Moto G Power screen, simulated slow 4G and 4x CPU slowdown), performance,
 * accessibility and SEO only.
 */
async function lighthouseRun(url: string): Promise<Omit<LighthouseScores, 'runs'>> {
  const launcher = await loadChromeLauncher()
  const chrome = await launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    const score = (id: string) => {
      const value = lhr.categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : null
    }
    const failing: (FailingAudit & { weight: number })[] = []
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (!audit || typeof audit.score !== 'number' || audit.score >= PASS) continue
        failing.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue ?? '',
          weight: ref.weight,
        })
      }
    }
    // Scored audits first (they move the category score), then the worst diagnostics.
    failing.sort((a, b) => b.weight - a.weight || a.score - b.score)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      failing: failing.map(({ weight: _weight, ...audit }) => audit),
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    }
  } finally {
    await chrome.kill()
  }
}
