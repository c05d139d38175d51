import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { startServer } from '../../../tooling/e2e/server'
import { LIGHTHOUSE_CHROME_FLAGS } from './lighthouse-scores'
import { listingPagePaths } from './listing-page'
const server = await startServer({})
const entry = createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher')
const launcher = (await import(pathToFileURL(entry).href)) as any
try {
  for (const path of ['/app/', (await listingPagePaths(server.baseUrl, 1))[0]!]) {
    const chrome = await launcher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' })
    const result = await lighthouse(server.baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = result!.lhr.audits
    console.log('==', path, 'CLS', a['cumulative-layout-shift']?.displayValue, 'LCP', a['largest-contentful-paint']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue, 'FCP', a['first-contentful-paint']?.displayValue, 'SI', a['speed-index']?.displayValue)
    console.log(JSON.stringify(a['layout-shifts']?.details, null, 1).slice(0, 2500))
    console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 0).slice(0, 800))
    await chrome.kill()
  }
} finally { await server.stop() }
