// vitest globalSetup of the idx project: one headless Chromium for the whole run, which every test
// file connects to (tooling/e2e/chromium.ts) and gives each page a new context of its own. Starting
// a Chromium per file launched (and shut down) a whole browser process for each e2e file.
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumLaunchOptions } from '../chromium.js'
import './chromium.js'

export default async function launchSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunchOptions)
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return () => server.close()
}
