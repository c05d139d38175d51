import { chromium, type Browser } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumLaunchOptions } from '../chromium.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (tooling/e2e/chromium.global.ts), when the config started one. */
    chromiumEndpoint: string
  }
}

/**
 * A connection to the run's one Chromium (a browser of its own where the config started none).
 * Its `close()` closes this file's contexts and disconnects; the browser lives on for other files.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint')
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions)
}
