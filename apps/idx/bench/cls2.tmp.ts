import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../../tooling/chromium'
import { startServer } from '../../../tooling/e2e/server'
import { listingPagePaths } from './listing-page'
const server = await startServer({})
const browser = await chromium.launch(chromiumLaunchOptions)
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' }
try {
  for (const path of ['/app/', (await listingPagePaths(server.baseUrl, 1))[0]!]) {
    const out: Record<string, string[]> = {}
    for (const js of [false, true]) {
      const context = await browser.newContext({ ...mobile, javaScriptEnabled: js })
      const page = await context.newPage()
      await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1000)
      out[String(js)] = await page.evaluate(`(() => {
        const list = []
        const walk = (el, depth) => {
          if (depth > 4) return
          for (const c of el.children) {
            const r = c.getBoundingClientRect()
            list.push('  '.repeat(depth) + c.tagName.toLowerCase() + '.' + (typeof c.className === 'string' ? c.className.split(' ')[0] : '') + ' top=' + Math.round(r.top) + ' h=' + Math.round(r.height))
            walk(c, depth + 1)
          }
        }
        walk(document.getElementById('root'), 0); return list.filter((l) => !l.trim().startsWith('style.') && !l.trim().startsWith('link.'))
        return list.slice(0, 40)
      })()`)
      await context.close()
    }
    console.log('==', path)
    const a = out['false']!, b = out['true']!
    for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) console.log(`  noJS: ${a[i]}\n  JS:   ${b[i]}`)
  }
} finally { await browser.close(); await server.stop() }
