// vitest globalSetup of apps/idx's project: one API server per test worker for the files that only
// read the demo market (they say so with `sharedServer()` or `browserAndServer({ server: 'shared' })`).
// Each starts from its own copy of the seeded template, once per run instead of once per file; the
// files that write (sign-ups, collections, settings) keep servers of their own.
import type { TestProject } from 'vitest/node'
import { startServer, type SharedServer } from './server.js'

export default async function startSharedServers(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1)
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()))
  project.provide(
    'sharedServers',
    servers.map((server): SharedServer => ({ baseUrl: server.baseUrl, startOutput: server.output() })),
  )
  return async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()))
    const failed = codes.filter((code) => code !== 0)
    if (failed.length > 0) throw new Error(`a shared API server exited with ${failed.join(', ')}`)
  }
}
